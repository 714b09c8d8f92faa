import { ALL_VERBS, defineModel } from '../../lib/model';

export const DISPLAY_MODES = ['always_shown', 'shown_under_condition', 'hidden_by_default'] as const;

export default defineModel({
  name: 'attributeCategories',
  api: 'attribute-categories',
  area: 'attributes',
  menuOrder: 3,
  verbs: ALL_VERBS,
  orderable: { parent: 'parentCategoryId' },
  views: [
    { name: 'attributeCategories', filter: { 'exists[parentCategoryId]': 0 } },
    { name: 'attributeSubCategories', filter: { 'exists[parentCategoryId]': 1 } },
  ],
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    parentCategoryId: {
      type: 'reference',
      model: 'attributeCategories',
      embed: 'parentCategory',
      treeDepth: 2,
      offers: 'top',
    },
    logicCondition: { type: 'json', schema: 'condition' },
    cascadingCondition: { type: 'boolean', default: false },
    displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'always_shown' },
  },
});
