import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Catégories d'appareils",
    one: "Catégorie d'appareils",
    gender: 'feminine',
    fields: { label: 'Libellé', keyName: 'Clé', parentCategoryId: 'Catégorie parente' },
    values: {},
    views: {
      applianceCategories: { name: "Catégories d'appareils", one: "Catégorie d'appareils", gender: 'feminine' },
      applianceSubCategories: {
        name: "Sous-catégories d'appareils",
        one: "Sous-catégorie d'appareils",
        gender: 'feminine',
      },
    },
  },
  en: {
    name: 'Appliance categories',
    one: 'Appliance category',
    fields: { label: 'Label', keyName: 'Key', parentCategoryId: 'Parent category' },
    values: {},
    views: {
      applianceCategories: { name: 'Appliance categories', one: 'Appliance category' },
      applianceSubCategories: { name: 'Appliance sub-categories', one: 'Appliance sub-category' },
    },
  },
});
