import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Liens des fiches',
    one: 'Lien',
    fields: {
      pedagogicalSheetId: 'Fiche pédagogique',
      label: 'Libellé',
      link: 'Adresse',
      displayOrder: "Ordre d'affichage",
    },
    values: {},
  },
  en: {
    name: 'Sheet links',
    one: 'Link',
    fields: { pedagogicalSheetId: 'Pedagogical sheet', label: 'Label', link: 'URL', displayOrder: 'Display order' },
    values: {},
  },
});
