import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'actCategories',
  api: 'act-categories',
  area: 'acts',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: { parent: 'parentCategoryId' },
  views: [
    { name: 'actCategories', filter: { 'exists[parentCategoryId]': 0 } },
    { name: 'actSubCategories', filter: { 'exists[parentCategoryId]': 1 } },
  ],
  children: {
    'sub-categories': { model: 'actCategories', foreignKey: 'parentCategoryId', embed: 'subCategories' },
    'act-types': { model: 'actTypes', foreignKey: 'categoryId', embed: 'actTypes' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    parentCategoryId: {
      type: 'reference',
      model: 'actCategories',
      embed: 'parentCategory',
      treeDepth: 2,
      offers: 'top',
    },
  },
});
