import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Types d'actes",
    one: "Type d'acte",
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      categoryId: 'Catégorie',
      pedagogicalSheetId: 'Fiche pédagogique',
      logicConditionContraindicated: 'Condition de contre-indication',
      logicConditionRecommended: 'Condition de recommandation',
    },
    values: {},
  },
  en: {
    name: 'Act types',
    one: 'Act type',
    fields: {
      label: 'Label',
      keyName: 'Key',
      categoryId: 'Category',
      pedagogicalSheetId: 'Pedagogical sheet',
      logicConditionContraindicated: 'Contraindication condition',
      logicConditionRecommended: 'Recommendation condition',
    },
    values: {},
  },
});
