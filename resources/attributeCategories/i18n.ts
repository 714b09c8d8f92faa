import { defineMessages } from '../../i18n/resourceMessages';
import { displayMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Catégories d'attributs",
    one: "Catégorie d'attributs",
    gender: 'feminine',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      parentCategoryId: 'Catégorie parente',
      ...displayMessages.fr.fields,
    },
    values: { displayMode: displayMessages.fr.displayMode },
    views: {
      attributeCategories: { name: "Catégories d'attributs", one: "Catégorie d'attributs", gender: 'feminine' },
      attributeSubCategories: {
        name: "Sous-catégories d'attributs",
        one: "Sous-catégorie d'attributs",
        gender: 'feminine',
      },
    },
  },
  en: {
    name: 'Attribute categories',
    one: 'Attribute category',
    fields: {
      label: 'Label',
      keyName: 'Key',
      parentCategoryId: 'Parent category',
      ...displayMessages.en.fields,
    },
    values: { displayMode: displayMessages.en.displayMode },
    views: {
      attributeCategories: { name: 'Attribute categories', one: 'Attribute category' },
      attributeSubCategories: { name: 'Attribute sub-categories', one: 'Attribute sub-category' },
    },
  },
});
