import { ALL_VERBS, defineModel } from '../../lib/model';
import { DISPLAY_MODES } from '../attributeCategories/model';

/** Input types, shared by attributes, exam fields and objective types (docs/product-rules.md, "Attributes"). */
export const INPUT_TYPES = [
  'text',
  'textarea',
  'textonly',
  'radio',
  'checkbox',
  'date',
  'select',
  'select-teeth',
  'number',
] as const;
export const ATTRIBUTE_TYPES = ['none', ...INPUT_TYPES] as const;
export const ATTRIBUTE_USAGES = ['exam', 'objective'] as const;
export const OBJECTIVE_VALUE_TYPES = ['none', 'number', 'text', 'boolean', 'date'] as const;

export default defineModel({
  name: 'attributes',
  api: 'attributes',
  area: 'attributes',
  menuOrder: 1,
  verbs: ALL_VERBS,
  views: [
    { name: 'attributes', filter: { usage: 'exam' } },
    { name: 'attributeObjectives', filter: { usage: 'objective' } },
  ],
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    description: { type: 'translation', searched: true },
    keyName: { type: 'keyName', searched: true },
    usage: { type: 'enum', values: ATTRIBUTE_USAGES, default: 'exam' },
    type: { type: 'enum', values: ATTRIBUTE_TYPES, default: 'none' },
    categoryId: { type: 'reference', model: 'attributeCategories', embed: 'category', offers: 'top' },
    subCategoryId: {
      type: 'reference',
      model: 'attributeCategories',
      embed: 'subCategory',
      childOf: 'categoryId',
      offers: 'child',
    },
    objectiveValueType: { type: 'enum', values: OBJECTIVE_VALUE_TYPES, default: 'none' },
    options: { type: 'json', schema: 'attributeOptions' },
    params: { type: 'json', schema: 'params' },
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', embed: 'pedagogicalSheet' },
    logicCondition: { type: 'json', schema: 'condition' },
    cascadingCondition: { type: 'boolean', default: false },
    displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'always_shown' },
    editable: { type: 'boolean', default: false },
  },
});
