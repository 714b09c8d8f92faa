import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Types de sous-phases',
    one: 'Type de sous-phase',
    fields: { label: 'Libellé', keyName: 'Clé', color: 'Couleur' },
    values: {},
  },
  en: {
    name: 'Sub-phase types',
    one: 'Sub-phase type',
    fields: { label: 'Label', keyName: 'Key', color: 'Colour' },
    values: {},
  },
});
