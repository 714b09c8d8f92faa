import { ALL_VERBS, defineModel } from '../../lib/model';

export const SHEET_TYPES = ['minidiag', 'attribute', 'objective_type', 'appliance_type', 'act_type'] as const;

export default defineModel({
  name: 'pedagogicalSheets',
  api: 'pedagogical-sheets',
  area: 'pedagogicalSheets',
  menuOrder: 1,
  verbs: ALL_VERBS,
  views: [
    { name: 'pedagogicalSheetsMinidiag', filter: { type: 'minidiag' }, listPath: 'minidiag' },
    { name: 'pedagogicalSheetsAttribute', filter: { type: 'attribute' }, listPath: 'attributes' },
    { name: 'pedagogicalSheetsObjectiveType', filter: { type: 'objective_type' }, listPath: 'objective-types' },
    { name: 'pedagogicalSheetsApplianceType', filter: { type: 'appliance_type' }, listPath: 'appliance-types' },
    { name: 'pedagogicalSheetsActType', filter: { type: 'act_type' }, listPath: 'act-types' },
  ],
  children: {
    images: { model: 'pedagogicalSheetImages', foreignKey: 'pedagogicalSheetId', embed: 'images' },
    'key-words': { model: 'pedagogicalSheetKeyWords', foreignKey: 'pedagogicalSheetId', embed: 'keyWords' },
    sections: { model: 'pedagogicalSheetSections', foreignKey: 'pedagogicalSheetId', embed: 'sections' },
    links: { model: 'pedagogicalSheetLinks', foreignKey: 'pedagogicalSheetId', embed: 'links' },
  },
  fields: {
    title: { type: 'translation', required: true, names: true, searched: true },
    type: { type: 'enum', values: SHEET_TYPES, default: 'attribute' },
    keyName: { type: 'keyName', searched: true },
    themeId: { type: 'reference', model: 'pedagogicalSheetThemes', embed: 'theme' },
    color: { type: 'string', format: 'color' },
    isPublic: { type: 'boolean', default: false },
    attributeIds: { type: 'references', model: 'attributes' },
    objectiveTypeIds: { type: 'references', model: 'objectiveTypes' },
    attributeSubCategoryIds: { type: 'references', model: 'attributeCategories', offers: 'child' },
  },
});
