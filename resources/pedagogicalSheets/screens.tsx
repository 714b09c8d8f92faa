import { lazyPage } from '../../src/screens/lazyPage';

/** The five sheet listings and the add page are the generic views; the modify page adds the content editor. */
export default { edit: lazyPage(() => import('./PedagogicalSheetEdit'), 'PedagogicalSheetEdit') };
