import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Types d'alertes",
    one: "Type d'alerte",
    fields: {
      keyName: 'Clé',
      type: 'Niveau',
      title: 'Titre',
      template: 'Message',
      params: 'Paramètres du message',
      titleParams: 'Paramètres du titre',
    },
    values: { type: { info: 'Information', warning: 'Avertissement', error: 'Erreur' } },
  },
  en: {
    name: 'Alert types',
    one: 'Alert type',
    fields: {
      keyName: 'Key',
      type: 'Level',
      title: 'Title',
      template: 'Message',
      params: 'Message parameters',
      titleParams: 'Title parameters',
    },
    values: { type: { info: 'Information', warning: 'Warning', error: 'Error' } },
  },
});
