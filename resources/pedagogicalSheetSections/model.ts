import { ALL_VERBS, defineModel } from '../../lib/model';

export const SECTION_TYPES = [
  'what_is_it',
  'possible_causes',
  'symptoms',
  'complications',
  'solutions',
  'prevention',
  'why_and_when',
  'how',
  'equipment',
  'side_effects',
  'consequences',
  'quiz',
  'ingredients',
  'instructions',
] as const;

export default defineModel({
  name: 'pedagogicalSheetSections',
  api: 'pedagogical-sheet-sections',
  area: 'pedagogicalSheets',
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', required: true },
    title: { type: 'translation', required: true, names: true, searched: true },
    content: { type: 'translation' },
    type: { type: 'enum', values: SECTION_TYPES, required: true },
    active: { type: 'boolean', default: true },
    displayOrder: { type: 'number', integer: true, min: 0, default: 0 },
  },
});
