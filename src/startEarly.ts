import { startFirstListing } from './early/firstListing';
import { preloadScreensFor } from './routing/preloadScreens';

/**
 * index.html's first script, small and run as soon as it arrives (docs/console-loading.md). It starts fetching the
 * screens the address opens (its layout and page) while the rest of the console is still arriving, instead of once it
 * has: src/main.tsx waits for the same loads before the first render (a screen that fails here is tried again there,
 * then as it renders). A generic listing's first page is asked for here too, and painted as soon as it arrives
 * (src/early/firstListing.ts). Then it starts the console, whose entry index.html only preloads (vite.config.ts): after
 * the frame showing that first page, so that the console's own start does not hold it back. In demo mode the API
 * answers in the tab only once the console has set it up: src/main.tsx asks for the listing's first page then.
 */

/** The link of the built index.html naming the console's entry (vite.config.ts). */
const CONSOLE_ENTRY_ID = 'console-entry';
/** The console starts after this long whatever the listing's answer: it needs that long to start anyway. */
const CONSOLE_WAIT_MS = 1500;

function startConsole() {
  // The link's `href` property is the entry's whole address, wherever the console is served from.
  const entry = (document.getElementById(CONSOLE_ENTRY_ID) as HTMLLinkElement | null)?.href;
  if (entry) import(/* @vite-ignore */ entry);
}

const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const atLatest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const path = window.location.hash.slice(1);
preloadScreensFor(path).catch(() => undefined);
const firstView = import.meta.env.MODE === 'demo' ? Promise.resolve(false) : startFirstListing(path);
Promise.race([firstView.then((painted) => painted && afterNextPaint()), atLatest(CONSOLE_WAIT_MS)])
  .catch(() => undefined)
  .then(startConsole);
