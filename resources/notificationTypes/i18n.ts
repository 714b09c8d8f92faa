import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Modèles d'e-mails",
    one: "Modèle d'e-mail",
    fields: {
      keyName: 'Clé',
      description: 'Description',
      parameters: 'Paramètres du message',
      titleParameters: "Paramètres de l'objet",
    },
    values: {},
    helpers: { parameters: 'Utilisables dans le texte sous la forme {{paramètre}}.' },
  },
  en: {
    name: 'E-mail templates',
    one: 'E-mail template',
    fields: {
      keyName: 'Key',
      description: 'Description',
      parameters: 'Message parameters',
      titleParameters: 'Subject parameters',
    },
    values: {},
    helpers: { parameters: 'Usable in the text as {{parameter}}.' },
  },
});
