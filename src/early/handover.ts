import { FIRST_VIEW_ID } from './firstViewStyle';

/**
 * The handover from the first view (painted before the console starts, src/early/firstView.ts) to the console: the
 * console's listing body calls `consoleRowsDrawn` in a layout effect once its rows are in the document, so the first
 * view goes in the same frame as the console's rows appear; a page that will draw no rows (a failed read) calls
 * `dropFirstView`. Light: the first script and the console share this module.
 */
let rowsDrawn = false;

export function dropFirstView(): void {
  document.getElementById(FIRST_VIEW_ID)?.remove();
}

export function consoleRowsDrawn(): void {
  rowsDrawn = true;
  dropFirstView();
}

/** Whether the console has drawn its own rows already: a first view painted now would only flash. */
export const hasConsoleDrawnRows = () => rowsDrawn || document.querySelector('#root table tbody tr td') !== null;
