import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Catégories d'actes",
    one: "Catégorie d'actes",
    gender: 'feminine',
    fields: { label: 'Libellé', keyName: 'Clé', parentCategoryId: 'Catégorie parente' },
    values: {},
    views: {
      actCategories: { name: "Catégories d'actes", one: "Catégorie d'actes", gender: 'feminine' },
      actSubCategories: { name: "Sous-catégories d'actes", one: "Sous-catégorie d'actes", gender: 'feminine' },
    },
  },
  en: {
    name: 'Act categories',
    one: 'Act category',
    fields: { label: 'Label', keyName: 'Key', parentCategoryId: 'Parent category' },
    values: {},
    views: {
      actCategories: { name: 'Act categories', one: 'Act category' },
      actSubCategories: { name: 'Act sub-categories', one: 'Act sub-category' },
    },
  },
});
