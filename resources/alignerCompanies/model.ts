import { ALL_VERBS, defineModel } from '../../lib/model';
import companies from '../companies/model';

export default defineModel({
  name: 'alignerCompanies',
  api: 'company-aligners',
  area: 'organisations',
  menuOrder: 3,
  verbs: ALL_VERBS,
  account: {
    email: 'mainUserEmail',
    firstName: 'mainUserFirstName',
    lastName: 'mainUserLastName',
    isActive: 'mainUserIsActive',
    userId: 'mainUserId',
    type: 'aligner',
  },
  fields: {
    ...companies.fields,
    companyIds: { type: 'references', model: 'companies' },
    image: { type: 'image' },
  },
});
