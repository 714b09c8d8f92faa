import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Programmes de port',
    one: 'Programme de port',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      hoursPerDay: 'Heures de port par jour',
      sessionSubCategoryId: 'Sous-catégorie de séance',
    },
    values: {},
  },
  en: {
    name: 'Wear schedules',
    one: 'Wear schedule',
    fields: {
      label: 'Label',
      keyName: 'Key',
      hoursPerDay: 'Wear hours per day',
      sessionSubCategoryId: 'Session sub-category',
    },
    values: {},
  },
});
