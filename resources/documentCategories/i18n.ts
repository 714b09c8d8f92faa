import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Catégories de documents',
    one: 'Catégorie de documents',
    gender: 'feminine',
    fields: { label: 'Libellé', keyName: 'Clé' },
    values: {},
  },
  en: {
    name: 'Document categories',
    one: 'Document category',
    fields: { label: 'Label', keyName: 'Key' },
    values: {},
  },
});
