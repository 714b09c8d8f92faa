import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

/** Wording of the conditional display settings, shared by every catalogue that carries them. */
export const displayMessages = {
  fr: {
    fields: {
      logicCondition: "Condition d'affichage",
      cascadingCondition: 'Affichage en cascade des éléments parents',
      displayMode: "Mode d'affichage",
    },
    displayMode: {
      always_shown: 'Toujours affiché',
      shown_under_condition: 'Affiché sous condition',
      hidden_by_default: 'Masqué par défaut',
    },
  },
  en: {
    fields: {
      logicCondition: 'Display condition',
      cascadingCondition: 'Cascading display of parent items',
      displayMode: 'Display mode',
    },
    displayMode: {
      always_shown: 'Always shown',
      shown_under_condition: 'Shown under condition',
      hidden_by_default: 'Hidden by default',
    },
  },
} as const;

export default defineMessages(model, {
  fr: {
    name: "Catégories d'attributs",
    one: "Catégorie d'attributs",
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      parentCategoryId: 'Catégorie parente',
      ...displayMessages.fr.fields,
    },
    values: { displayMode: displayMessages.fr.displayMode },
    views: {
      attributeCategories: { name: "Catégories d'attributs", one: "Catégorie d'attributs" },
      attributeSubCategories: { name: "Sous-catégories d'attributs", one: "Sous-catégorie d'attributs" },
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
