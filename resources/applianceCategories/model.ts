import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'applianceCategories',
  api: 'appliance-categories',
  area: 'appliances',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: { parent: 'parentCategoryId' },
  views: [
    { name: 'applianceCategories', filter: { 'exists[parentCategoryId]': 0 } },
    { name: 'applianceSubCategories', filter: { 'exists[parentCategoryId]': 1 } },
  ],
  children: {
    'sub-categories': { model: 'applianceCategories', foreignKey: 'parentCategoryId', embed: 'subCategories' },
    'appliance-types': { model: 'applianceTypes', foreignKey: 'categoryId', embed: 'applianceTypes' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    parentCategoryId: {
      type: 'reference',
      model: 'applianceCategories',
      embed: 'parentCategory',
      treeDepth: 2,
      offers: 'top',
    },
  },
});
