import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'positioningGroupTypes',
  api: 'positioning-group-types',
  area: 'scenarios',
  menuOrder: 4,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    documentTypeIds: { type: 'references', model: 'documentTypes' },
    referenceDocumentTypeIds: { type: 'references', model: 'documentTypes' },
  },
});
