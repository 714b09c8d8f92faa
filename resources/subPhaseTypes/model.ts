import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'subPhaseTypes',
  api: 'sub-phase-types',
  area: 'phases',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: {},
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    color: { type: 'string', format: 'color', required: true },
  },
});
