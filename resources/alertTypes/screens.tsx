import { lazyPage } from '../../src/screens/lazyPage';

/** The listing (key, level, title, search) and the create page are the generic views. */
export default { edit: lazyPage(() => import('./AlertTypeEdit'), 'AlertTypeEdit') };
