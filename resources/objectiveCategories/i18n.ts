import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Catégories d'objectifs",
    one: "Catégorie d'objectifs",
    gender: 'feminine',
    fields: { label: 'Libellé', keyName: 'Clé', parentCategoryId: 'Catégorie parente' },
    values: {},
    views: {
      objectiveCategories: { name: "Catégories d'objectifs", one: "Catégorie d'objectifs", gender: 'feminine' },
      objectiveSubCategories: {
        name: "Sous-catégories d'objectifs",
        one: "Sous-catégorie d'objectifs",
        gender: 'feminine',
      },
    },
  },
  en: {
    name: 'Objective categories',
    one: 'Objective category',
    fields: { label: 'Label', keyName: 'Key', parentCategoryId: 'Parent category' },
    values: {},
    views: {
      objectiveCategories: { name: 'Objective categories', one: 'Objective category' },
      objectiveSubCategories: { name: 'Objective sub-categories', one: 'Objective sub-category' },
    },
  },
});
