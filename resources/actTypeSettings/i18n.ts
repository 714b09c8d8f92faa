import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Réglages des types d'actes",
    one: "Réglage de type d'acte",
    fields: { actTypeId: "Type d'acte", keyName: 'Clé', label: 'Libellé', value: 'Valeur' },
    values: {},
  },
  en: {
    name: 'Act type settings',
    one: 'Act type setting',
    fields: { actTypeId: 'Act type', keyName: 'Key', label: 'Label', value: 'Value' },
    values: {},
  },
});
