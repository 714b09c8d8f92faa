import { ALL_VERBS, defineModel } from '../../lib/model';
import { DISPLAY_MODES } from '../attributeCategories/model';
import { EXAM_TYPES } from '../examCategories/model';

export default defineModel({
  name: 'examPanelTypes',
  api: 'exam-panel-types',
  area: 'exams',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  views: [
    { name: 'examsAnamnesis', filter: { examType: 'anamnesis' } },
    { name: 'examsClinical', filter: { examType: 'clinical' } },
  ],
  children: {
    fields: { model: 'fields', foreignKey: 'examPanelTypeId', embed: 'fields' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    examType: { type: 'enum', values: EXAM_TYPES, required: true },
    categoryId: { type: 'reference', model: 'examCategories', embed: 'category', required: true },
    logicCondition: { type: 'json', schema: 'condition' },
    cascadingCondition: { type: 'boolean', default: false },
    displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'always_shown' },
  },
});
