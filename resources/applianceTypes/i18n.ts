import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Types d'appareils",
    one: "Type d'appareil",
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      categoryId: 'Catégorie',
      pedagogicalSheetId: 'Fiche pédagogique',
      defaultDuration: 'Durée par défaut',
      logicConditionContraindicated: 'Condition de contre-indication',
      logicConditionRecommended: 'Condition de recommandation',
    },
    values: {},
  },
  en: {
    name: 'Appliance types',
    one: 'Appliance type',
    fields: {
      label: 'Label',
      keyName: 'Key',
      categoryId: 'Category',
      pedagogicalSheetId: 'Pedagogical sheet',
      defaultDuration: 'Default duration',
      logicConditionContraindicated: 'Contraindication condition',
      logicConditionRecommended: 'Recommendation condition',
    },
    values: {},
  },
});
