import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'applianceTypeSettings',
  api: 'appliance-type-settings',
  area: 'appliances',
  menuOrder: 3,
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    applianceTypeId: { type: 'reference', model: 'applianceTypes', embed: 'applianceType', required: true },
    keyName: { type: 'keyName', searched: true },
    label: { type: 'translation', required: true, names: true, searched: true },
    value: { type: 'string', max: 500 },
  },
});
