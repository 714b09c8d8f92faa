import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetLinks',
  api: 'pedagogical-sheet-links',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', required: true },
    label: { type: 'string', required: true, max: 200, names: true, searched: true },
    link: { type: 'string', format: 'url', required: true, max: 2000 },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
