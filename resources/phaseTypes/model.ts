import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'phaseTypes',
  api: 'phase-types',
  area: 'phases',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: {},
  relations: {
    'sub-phase-types': { field: 'subPhaseTypes', model: 'subPhaseTypes' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    documentTypeIds: { type: 'references', model: 'documentTypes' },
  },
});
