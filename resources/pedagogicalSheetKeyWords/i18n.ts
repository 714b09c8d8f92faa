import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Mots-clés des fiches',
    one: 'Mot-clé',
    fields: {
      pedagogicalSheetId: 'Fiche pédagogique',
      label: 'Mot-clé',
      type: 'Type',
      active: 'Actif',
      displayOrder: "Ordre d'affichage",
    },
    values: {},
  },
  en: {
    name: 'Sheet keywords',
    one: 'Keyword',
    fields: {
      pedagogicalSheetId: 'Pedagogical sheet',
      label: 'Keyword',
      type: 'Type',
      active: 'Active',
      displayOrder: 'Display order',
    },
    values: {},
  },
});
