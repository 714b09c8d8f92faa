import { ALL_VERBS, defineModel } from '../../lib/model';

export default defineModel({
  name: 'userThirdParties',
  api: 'user-third-parties',
  area: 'organisations',
  menuOrder: 1,
  verbs: ALL_VERBS,
  account: {
    email: 'email',
    firstName: 'firstName',
    lastName: 'lastName',
    isActive: 'isActive',
    userId: 'userId',
    type: 'third_party',
  },
  fields: {
    rpps: { type: 'string', format: 'rpps', required: true, searched: true },
    email: { type: 'email', required: true, unique: true, names: true, searched: true },
    firstName: { type: 'string', required: true, max: 100, searched: true },
    lastName: { type: 'string', required: true, max: 100, searched: true },
    isActive: { type: 'boolean', readOnly: true },
    userId: { type: 'number', readOnly: true },
    companyIds: { type: 'references', model: 'companies' },
  },
});
