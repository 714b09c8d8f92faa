import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'companies',
  api: 'companies',
  area: 'organisations',
  menuOrder: 2,
  verbs: ALL_VERBS,
  account: {
    email: 'mainUserEmail',
    firstName: 'mainUserFirstName',
    lastName: 'mainUserLastName',
    isActive: 'mainUserIsActive',
    userId: 'mainUserId',
    type: 'practitioner',
    lockedUntilActivated: true,
  },
  fields: {
    name: { type: 'string', required: true, max: 200, names: true, searched: true },
    mainUserEmail: { type: 'email', required: true, unique: true, searched: true },
    mainUserFirstName: { type: 'string', required: true, max: 100, searched: true },
    mainUserLastName: { type: 'string', required: true, max: 100, searched: true },
    mainUserId: { type: 'number', readOnly: true },
    mainUserIsActive: { type: 'boolean', readOnly: true },
    defaultLanguage: { type: 'enum', values: ['fr', 'en'], default: 'fr' },
    availableApplianceCategoryIds: { type: 'references', model: 'applianceCategories', offers: 'top' },
    address: { type: 'string', max: 300 },
    postalCode: { type: 'string', max: 20 },
    city: { type: 'string', max: 100 },
    country: { type: 'string', max: 100 },
    phone: { type: 'string', max: 40 },
  },
});
