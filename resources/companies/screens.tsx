import { lazyPage } from '../../src/screens/lazyPage';

/** Each page loads with its first visit (src/resources.ts). */
export default {
  list: lazyPage(() => import('./CompanyList'), 'CompanyList'),
  create: lazyPage(() => import('./CompanyPages'), 'CompanyCreate'),
  edit: lazyPage(() => import('./CompanyPages'), 'CompanyEdit'),
};
