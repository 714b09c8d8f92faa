import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetKeyWords',
  api: 'pedagogical-sheet-key-words',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', required: true },
    label: { type: 'string', required: true, max: 200, names: true, searched: true },
    type: { type: 'string', max: 50 },
    active: { type: 'boolean', default: true },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
