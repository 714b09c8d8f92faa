import { startFirstListing } from './early/firstListing';
import { preloadScreensFor } from './routing/preloadScreens';

/**
 * index.html's first script, small and run as soon as it arrives: it starts fetching the screens the address opens
 * (its layout and page) while the rest of the console is still arriving and starting, instead of once it has
 * (docs/console-loading.md). src/main.tsx waits for the same loads before the first render. A screen that fails here
 * is tried again there, then as it renders. A generic listing's first page is asked for here too, and painted as soon
 * as it arrives (src/early/firstListing.ts); in demo mode the API answers in the tab only once the console has set it
 * up, so src/main.tsx asks for that page then.
 */
const path = window.location.hash.slice(1);
preloadScreensFor(path).catch(() => undefined);
if (import.meta.env.MODE !== 'demo') startFirstListing(path);
