import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Thèmes des fiches',
    one: 'Thème de fiche',
    fields: { label: 'Libellé', keyName: 'Clé', color: 'Couleur' },
    values: {},
  },
  en: {
    name: 'Sheet themes',
    one: 'Sheet theme',
    fields: { label: 'Label', keyName: 'Key', color: 'Colour' },
    values: {},
  },
});
