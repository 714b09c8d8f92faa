import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'imageTemplates',
  api: 'image-templates',
  area: 'images',
  menuOrder: 2,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    displayInSummary: { type: 'boolean', default: false },
    cells: {
      type: 'json',
      schema: 'imageCells',
      default: [],
      itemReferences: { model: 'documentTypes', key: 'documentTypeId' },
    },
  },
});
