import { preloadScreensFor } from './routing/preloadScreens';

/**
 * index.html's first script, small and run as soon as it arrives: it starts fetching the screens the address opens
 * (its layout and page) while the rest of the console is still arriving and starting, instead of once it has
 * (docs/console-loading.md). src/main.tsx waits for the same loads before the first render. A screen that fails here
 * is tried again there, then as it renders.
 */
preloadScreensFor(window.location.hash.slice(1)).catch(() => undefined);
