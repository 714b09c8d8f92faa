import { createBrowserOverlayStorage } from './indexedDbOverlayStorage';
import { createOverlayCache } from './overlayCache';

/** The console's one overlay cache: purged when the console loads it and on every access. */
export const overlayCache = createOverlayCache({ storage: createBrowserOverlayStorage() });
