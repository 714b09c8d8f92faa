import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Réglages des types d'appareils",
    one: "Réglage de type d'appareil",
    fields: { applianceTypeId: "Type d'appareil", keyName: 'Clé', label: 'Libellé', value: 'Valeur' },
    values: {},
  },
  en: {
    name: 'Appliance type settings',
    one: 'Appliance type setting',
    fields: { applianceTypeId: 'Appliance type', keyName: 'Key', label: 'Label', value: 'Value' },
    values: {},
  },
});
