import { ALL_VERBS, defineModel } from '../../lib/model';

export const SCENARIO_TYPES = ['photo', 'video', '3d'] as const;
export const SCENARIO_DOCUMENT_ROLES = ['document', 'reference', 'positionable'] as const;

export default defineModel({
  name: 'scenarios',
  api: 'scenarios',
  area: 'scenarios',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: {},
  relations: {
    'document-types': {
      field: 'documents',
      model: 'documentTypes',
      role: { name: 'role', values: SCENARIO_DOCUMENT_ROLES, default: 'document' },
    },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    type: { type: 'enum', values: SCENARIO_TYPES, default: 'photo' },
    image: { type: 'image' },
  },
});
