import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Types de phases',
    one: 'Type de phase',
    fields: { label: 'Libellé', keyName: 'Clé', documentTypeIds: 'Documents' },
    values: {},
  },
  en: {
    name: 'Phase types',
    one: 'Phase type',
    fields: { label: 'Label', keyName: 'Key', documentTypeIds: 'Documents' },
    values: {},
  },
});
