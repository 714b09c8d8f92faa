import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'selectOptions',
  api: 'select-options',
  area: 'attributes',
  menuOrder: 4,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    descriptionPatient: { type: 'translation' },
    descriptionPractitioner: { type: 'translation' },
    image: { type: 'image' },
    normalValue: { type: 'boolean', default: false },
    value: { type: 'string', required: true, max: 200 },
    attributeId: { type: 'reference', model: 'attributes', embed: 'attribute' },
    displayOrder: { type: 'number', integer: true, min: 0 },
  },
});
