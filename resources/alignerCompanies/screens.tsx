import { lazyPage } from '../../src/screens/lazyPage';

export default {
  list: lazyPage(() => import('./AlignerCompanyList'), 'AlignerCompanyList'),
  create: lazyPage(() => import('./AlignerCompanyPages'), 'AlignerCompanyCreate'),
  edit: lazyPage(() => import('./AlignerCompanyPages'), 'AlignerCompanyEdit'),
};
