import { ALL_VERBS, defineModel } from '../../lib/model';
import { DISPLAY_MODES } from '../attributeCategories/model';

export const EXAM_TYPES = ['anamnesis', 'clinical'] as const;

export default defineModel({
  name: 'examCategories',
  api: 'exam-categories',
  area: 'exams',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: {},
  views: [
    { name: 'examAnamnesisCategories', filter: { examType: 'anamnesis' } },
    { name: 'examClinicalCategories', filter: { examType: 'clinical' } },
  ],
  relations: {
    'document-types': { field: 'documentTypes', model: 'documentTypes' },
  },
  children: {
    'exam-panel-types': { model: 'examPanelTypes', foreignKey: 'categoryId', embed: 'examPanelTypes' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    examType: { type: 'enum', values: EXAM_TYPES, required: true },
    logicCondition: { type: 'json', schema: 'condition' },
    displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'always_shown' },
  },
});
