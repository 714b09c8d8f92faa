import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'protocols',
  api: 'protocols',
  area: 'protocols',
  menuOrder: 1,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    description: { type: 'translation', searched: true },
  },
});
