import { EARLY_LISTING_ID } from './earlyListingStyle';

/**
 * The handover from the early listing (painted before the console starts, src/early/earlyListing.ts) to the console: the
 * console's listing body calls `consoleRowsDrawn` in a layout effect once its rows are in the document, so the first
 * view goes in the same frame as the console's rows appear; a page that will draw no rows (a failed read) calls
 * `dropEarlyListing`. Light: the first script and the console share this module.
 */
let rowsDrawn = false;
let watching: MutationObserver | undefined;

export function dropEarlyListing(): void {
  watching?.disconnect();
  watching = undefined;
  document.getElementById(EARLY_LISTING_ID)?.remove();
}

/** What react-admin's listing draws in place of rows when the page it read is empty (ListView's `noResults`). */
const NO_ROWS = '#root .RaList-noResults';

/**
 * Drops the early listing should the console's listing show no rows after all (its page emptied meanwhile, read again):
 * its rows would never signal. Checked as React commits, before the frame is painted.
 */
export function dropWhenConsoleShowsNoRows(): void {
  const root = document.getElementById('root');
  if (!root || watching) return;
  watching = new MutationObserver(() => {
    if (document.querySelector(NO_ROWS)) dropEarlyListing();
  });
  watching.observe(root, { childList: true, subtree: true });
}

export function consoleRowsDrawn(): void {
  rowsDrawn = true;
  dropEarlyListing();
}

/** Whether the console has drawn its own rows already: an early listing painted now would only flash. */
export const hasConsoleDrawnRows = () => rowsDrawn || document.querySelector('#root table tbody tr td') !== null;
