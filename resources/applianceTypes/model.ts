import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'applianceTypes',
  api: 'appliance-types',
  area: 'appliances',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  children: {
    'appliance-type-settings': {
      model: 'applianceTypeSettings',
      foreignKey: 'applianceTypeId',
      embed: 'applianceTypeSettings',
    },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    categoryId: {
      type: 'reference',
      model: 'applianceCategories',
      embed: 'category',
      required: true,
      offers: 'any',
    },
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', embed: 'pedagogicalSheet' },
    defaultDuration: { type: 'duration' },
    logicConditionContraindicated: { type: 'json', schema: 'condition' },
    logicConditionRecommended: { type: 'json', schema: 'condition' },
  },
});
