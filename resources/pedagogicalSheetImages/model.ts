import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetImages',
  api: 'pedagogical-sheet-images',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  recordRepresentation: 'originalName',
  fields: {
    pedagogicalSheetId: { type: 'reference', resource: 'pedagogicalSheets', required: true, keptOnUpdate: true },
    // Spec §3: read as originalName / path; created with originalName + imageBase64; updated with imageModified.
    image: { type: 'image', required: true, bareNames: true },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
