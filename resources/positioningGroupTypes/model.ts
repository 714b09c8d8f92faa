import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'positioningGroupTypes',
  api: 'positioning-group-types',
  area: 'scenarios',
  menuOrder: 4,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true },
    keyName: { type: 'keyName' },
    documentTypeIds: { type: 'references', resource: 'documentTypes' },
    referenceDocumentTypeIds: { type: 'references', resource: 'documentTypes' },
  },
});
