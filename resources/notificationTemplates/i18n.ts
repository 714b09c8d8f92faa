import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Contenus des e-mails',
    one: "Contenu d'e-mail",
    fields: {
      notificationTypeId: "Modèle d'e-mail",
      language: 'Langue',
      titleTemplate: 'Objet',
      template: 'Message',
      version: 'Version',
    },
    values: { language: { fr: 'Français', en: 'Anglais' } },
    helpers: { template: 'Chaque enregistrement crée une nouvelle version de ce contenu.' },
  },
  en: {
    name: 'E-mail contents',
    one: 'E-mail content',
    fields: {
      notificationTypeId: 'E-mail template',
      language: 'Language',
      titleTemplate: 'Subject',
      template: 'Message',
      version: 'Version',
    },
    values: { language: { fr: 'French', en: 'English' } },
    helpers: { template: 'Every save creates a new version of this content.' },
  },
});
