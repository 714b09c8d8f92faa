import { startFirstListing } from './early/firstListing';

/**
 * index.html's first script, small and run as soon as it arrives (docs/console-loading.md). A generic listing's first
 * page is asked for here, and painted as soon as it arrives (src/early/firstListing.ts). Then, after the frame showing
 * that first page (at once for any other address), it starts fetching the screens the address opens (its layout and
 * page: src/main.tsx waits for the same loads before the first render; a screen that fails here is tried again there,
 * then as it renders) and starts the console, whose entry index.html only preloads (vite.config.ts): the console's
 * start, and the screens' code, run react-admin's and MUI's code, which would hold that frame back. In demo mode the
 * API answers in the tab only once the console has set it up: src/main.tsx asks for the listing's first page then.
 */

/** The links of the built index.html preloading the console's files, and the one naming its entry (vite.config.ts). */
const CONSOLE_FILES_ID = 'console-files';
/** The template of a generic listing's screens' files (its layout and page), fetched with the console's. */
const LISTING_FILES_ID = 'listing-files';
const CONSOLE_ENTRY_ID = 'console-entry';
/** The console starts after this long whatever the listing's answer: it needs that long to start anyway. */
const CONSOLE_WAIT_MS = 1500;
/**
 * The console's files wait this long for the listing's answer, then for the early listing's frame: about what the answer
 * takes from index.html's inline call when the first script comes from the cache.
 */
const CONSOLE_FILES_WAIT_MS = 150;

function startConsole() {
  // The link's `href` property is the entry's whole address, wherever the console is served from.
  const entry = (document.getElementById(CONSOLE_ENTRY_ID) as HTMLLinkElement | null)?.href;
  if (entry) import(/* @vite-ignore */ entry);
}

const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const atLatest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts fetching the console's files (fetched and compiled, not run), and a generic listing's screens' with them; once:
 * the templates are emptied.
 */
function preloadConsole() {
  for (const id of listingCalled ? [CONSOLE_FILES_ID, LISTING_FILES_ID] : [CONSOLE_FILES_ID]) {
    const links = document.getElementById(id);
    if (links instanceof HTMLTemplateElement) document.head.append(links.content);
  }
}

/** Whether a promise has settled already (its callbacks run before a promise resolved now). */
const settledAlready = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    Promise.resolve(false),
  ]);

performance.mark('first-script-runs');
const path = window.location.hash.slice(1);
const { painted, answer } =
  import.meta.env.MODE === 'demo' ? { painted: Promise.resolve(false), answer: undefined } : startFirstListing(path);
/** Whether the address is a generic listing whose first page was asked for: its screens are known. */
const listingCalled = answer !== undefined;
const earlyListingShown = Promise.race([
  painted.then((shown) => shown && afterNextPaint()),
  atLatest(CONSOLE_WAIT_MS),
]).catch(() => undefined);
// The console's files are fetched, then compiled on the browser's other threads (from the cache, on this one): they
// come once the early listing's frame is painted, unless the listing's answer is still missing a while after this script
// ran: they use the wait then.
earlyListingShown.then(preloadConsole);
if (answer)
  atLatest(CONSOLE_FILES_WAIT_MS)
    .then(() => settledAlready(answer))
    .then((answered) => {
      if (!answered) preloadConsole();
    });
// Loading the screens runs react-admin's and MUI's code: it waits for the early listing too.
earlyListingShown.then(() => {
  import('./routing/preloadScreens').then(({ preloadScreensFor }) => preloadScreensFor(path)).catch(() => undefined);
  startConsole();
});
