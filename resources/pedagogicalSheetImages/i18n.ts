import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Images des fiches',
    one: 'Image de fiche',
    gender: 'feminine',
    fields: { pedagogicalSheetId: 'Fiche pédagogique', image: 'Image', displayOrder: "Ordre d'affichage" },
    values: {},
  },
  en: {
    name: 'Sheet images',
    one: 'Sheet image',
    fields: { pedagogicalSheetId: 'Pedagogical sheet', image: 'Image', displayOrder: 'Display order' },
    values: {},
  },
});
