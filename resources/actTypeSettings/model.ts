import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'actTypeSettings',
  api: 'act-type-settings',
  area: 'acts',
  menuOrder: 3,
  hiddenInMenu: true,
  verbs: ALL_VERBS,
  fields: {
    actTypeId: { type: 'reference', model: 'actTypes', embed: 'actType', required: true },
    keyName: { type: 'keyName', searched: true },
    label: { type: 'translation', required: true, names: true, searched: true },
    value: { type: 'string', max: 500 },
  },
});
