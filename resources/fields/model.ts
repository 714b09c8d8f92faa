import { ALL_VERBS, defineModel } from '../../lib/model';
import { INPUT_TYPES } from '../attributes/model';

export default defineModel({
  name: 'fields',
  api: 'fields',
  area: 'exams',
  menuOrder: 3,
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    required: { type: 'boolean', default: false },
    type: { type: 'enum', values: INPUT_TYPES, required: true },
    examPanelTypeId: { type: 'reference', model: 'examPanelTypes', embed: 'examPanelType', required: true },
    attributeId: { type: 'reference', model: 'attributes', embed: 'attribute' },
    displayOrder: { type: 'number', integer: true, min: 0 },
  },
});
