import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'actTypes',
  api: 'act-types',
  area: 'acts',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  children: {
    'act-type-settings': { model: 'actTypeSettings', foreignKey: 'actTypeId', embed: 'actTypeSettings' },
  },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    categoryId: { type: 'reference', model: 'actCategories', embed: 'category', required: true, offers: 'any' },
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', embed: 'pedagogicalSheet' },
    logicConditionContraindicated: { type: 'json', schema: 'condition' },
    logicConditionRecommended: { type: 'json', schema: 'condition' },
  },
});
