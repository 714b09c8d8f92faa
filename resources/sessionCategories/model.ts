import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'sessionCategories',
  api: 'session-categories',
  area: 'sessions',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: { parent: 'parentCategoryId' },
  views: [
    { name: 'sessionCategories', filter: { 'exists[parentCategoryId]': 0 } },
    { name: 'sessionSubCategories', filter: { 'exists[parentCategoryId]': 1 } },
  ],
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    parentCategoryId: {
      type: 'reference',
      model: 'sessionCategories',
      embed: 'parentCategory',
      treeDepth: 2,
      offers: 'top',
    },
  },
});
