import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetImages',
  api: 'pedagogical-sheet-images',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', required: true, keptOnUpdate: true },
    // Reads: originalName / path; create: + imageBase64; update: imageModified (docs/product-rules.md, "Sheets").
    image: { type: 'image', required: true, bareNames: true, names: true },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
