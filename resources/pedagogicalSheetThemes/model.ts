import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'pedagogicalSheetThemes',
  api: 'pedagogical-sheet-themes',
  area: 'pedagogicalSheets',
  menuOrder: 2,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true },
    keyName: { type: 'keyName' },
    color: { type: 'string', format: 'color' },
  },
});
