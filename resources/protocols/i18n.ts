import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Protocoles',
    one: 'Protocole',
    fields: { label: 'Libellé', description: 'Description' },
    values: {},
  },
  en: {
    name: 'Protocols',
    one: 'Protocol',
    fields: { label: 'Label', description: 'Description' },
    values: {},
  },
});
