import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Modèles d'images",
    one: "Modèle d'images",
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      displayInSummary: 'Affiché dans la synthèse',
      cells: 'Cases de la grille',
    },
    values: {},
  },
  en: {
    name: 'Image templates',
    one: 'Image template',
    fields: {
      label: 'Label',
      keyName: 'Key',
      displayInSummary: 'Shown in the summary',
      cells: 'Grid cells',
    },
    values: {},
  },
});
