import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetThemes',
  api: 'pedagogical-sheet-themes',
  area: 'pedagogicalSheets',
  menuOrder: 2,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    color: { type: 'string', format: 'color' },
  },
});
