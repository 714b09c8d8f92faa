import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'documentCategories',
  api: 'document-categories',
  area: 'scenarios',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: {},
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
  },
});
