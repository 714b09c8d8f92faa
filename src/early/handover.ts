import { FIRST_VIEW_ID } from './firstViewStyle';

/**
 * The handover from the first view (painted before the console starts, src/early/firstView.ts) to the console: the
 * console's listing body calls `consoleRowsDrawn` in a layout effect once its rows are in the document, so the first
 * view goes in the same frame as the console's rows appear; a page that will draw no rows (a failed read) calls
 * `dropFirstView`. Light: the first script and the console share this module.
 */
let rowsDrawn = false;
let watching: MutationObserver | undefined;

export function dropFirstView(): void {
  watching?.disconnect();
  watching = undefined;
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

/** What react-admin's listing draws in place of rows when the page it read is empty (ListView's `noResults`). */
const NO_ROWS = '#root .RaList-noResults';

/**
 * Drops the first view should the console's listing show no rows after all (its page emptied meanwhile, read again):
 * its rows would never signal. Checked as React commits, before the frame is painted.
 */
export function dropWhenConsoleShowsNoRows(): void {
  const root = document.getElementById('root');
  if (!root || watching) return;
  watching = new MutationObserver(() => {
    if (document.querySelector(NO_ROWS)) dropFirstView();
  });
  watching.observe(root, { childList: true, subtree: true });
}

export function consoleRowsDrawn(): void {
  rowsDrawn = true;
  dropFirstView();
}

/** Whether the console has drawn its own rows already: a first view painted now would only flash. */
export const hasConsoleDrawnRows = () => rowsDrawn || document.querySelector('#root table tbody tr td') !== null;
