import { ALL_VERBS, defineModel } from '../../lib/model';
import { DISPLAY_MODES } from '../attributeCategories/model';
import { ATTRIBUTE_TYPES } from '../attributes/model';

export default defineModel({
  name: 'objectiveTypes',
  api: 'objective-types',
  area: 'objectives',
  menuOrder: 2,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    categoryId: {
      type: 'reference',
      model: 'objectiveCategories',
      embed: 'category',
      required: true,
      offers: 'any',
    },
    type: { type: 'enum', values: ATTRIBUTE_TYPES, default: 'none' },
    objectiveTypeIds: { type: 'references', model: 'objectiveTypes' },
    attributeIds: { type: 'references', model: 'attributes' },
    options: { type: 'json', schema: 'attributeOptions' },
    params: { type: 'json', schema: 'params' },
    pedagogicalSheetId: { type: 'reference', model: 'pedagogicalSheets', embed: 'pedagogicalSheet' },
    logicCondition: { type: 'json', schema: 'condition' },
    cascadingCondition: { type: 'boolean', default: false },
    displayMode: { type: 'enum', values: DISPLAY_MODES, default: 'always_shown' },
  },
});
