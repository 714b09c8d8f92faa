/**
 * How a long listing draws its rows (docs/long-listings.md), shared by the console's listing body
 * (CatalogueDatagridBody) and the first view painted before it (firstView.ts), which draws the same rows.
 */

/** Rows drawn beyond each edge of the window, so a scroll (or Tab to the next row) finds them ready. */
export const OVERSCAN = 5;
/** A first guess of a row's height (a text row's, 43–44 px in Chromium); each drawn row is measured when it appears. */
export const ESTIMATED_ROW_HEIGHT = 44;
