import { lazyPage } from '../../src/screens/lazyPage';

export default {
  list: lazyPage(() => import('./UserThirdPartyList'), 'UserThirdPartyList'),
  create: lazyPage(() => import('./UserThirdPartyPages'), 'UserThirdPartyCreate'),
  edit: lazyPage(() => import('./UserThirdPartyPages'), 'UserThirdPartyEdit'),
};
