import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'objectiveCategories',
  api: 'objective-categories',
  area: 'objectives',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: { parent: 'parentCategoryId' },
  views: [
    { name: 'objectiveCategories', filter: { 'exists[parentCategoryId]': 0 } },
    { name: 'objectiveSubCategories', filter: { 'exists[parentCategoryId]': 1 } },
  ],
  children: {
    'sub-categories': { model: 'objectiveCategories', foreignKey: 'parentCategoryId', embed: 'subCategories' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    parentCategoryId: {
      type: 'reference',
      model: 'objectiveCategories',
      embed: 'parentCategory',
      treeDepth: 2,
      offers: 'top',
    },
  },
});
