import { lazyPage } from '../../src/screens/lazyPage';

/**
 * /imageOverlays: a thumbnail grid with its own upload zone, download and delete. Overlays are never
 * edited (no update call) and are added by uploading files, so there is no form page.
 */
export default { list: lazyPage(() => import('./ImageOverlayList'), 'ImageOverlayList') };
