import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetImages',
  api: 'pedagogical-sheet-images',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    pedagogicalSheetId: { type: 'reference', resource: 'pedagogicalSheets', required: true },
    image: { type: 'image', required: true },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
