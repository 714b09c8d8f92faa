import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Catégories de séances',
    one: 'Catégorie de séances',
    gender: 'feminine',
    fields: { label: 'Libellé', keyName: 'Clé', parentCategoryId: 'Catégorie parente' },
    values: {},
    views: {
      sessionCategories: { name: 'Catégories de séances', one: 'Catégorie de séances', gender: 'feminine' },
      sessionSubCategories: {
        name: 'Sous-catégories de séances',
        one: 'Sous-catégorie de séances',
        gender: 'feminine',
      },
    },
  },
  en: {
    name: 'Session categories',
    one: 'Session category',
    fields: { label: 'Label', keyName: 'Key', parentCategoryId: 'Parent category' },
    values: {},
    views: {
      sessionCategories: { name: 'Session categories', one: 'Session category' },
      sessionSubCategories: { name: 'Session sub-categories', one: 'Session sub-category' },
    },
  },
});
