/**
 * How a long listing draws its rows (docs/long-listings.md), shared by the console's listing body
 * (CatalogueDatagridBody) and the early listing painted before it (earlyListing.ts), which draws the same rows.
 */

/** Rows drawn beyond each edge of the window, so a scroll (or Tab to the next row) finds them ready. */
export const OVERSCAN = 5;

/** MUI 7's small body cell's padding above and below (px), the comfortable density's; a theme may set its own. */
export const SMALL_CELL_PADDING_Y = 6;

/** A line of a cell's text (px): the 14 px body text on a 20 px line. */
export const CELL_LINE_HEIGHT = 20;
/** A cell's text shows on at most two lines; a longer one ends with an ellipsis (its whole text is its `title`). */
export const CELL_LINES = 2;
/** What a cell holds at the most: two lines of text, a 40 px thumbnail, the small delete button (31 px). */
export const CELL_CONTENT_HEIGHT = CELL_LINES * CELL_LINE_HEIGHT;
/** The side of a listing's thumbnail: as high as two lines of text. */
export const THUMBNAIL_SIZE = CELL_CONTENT_HEIGHT;

/**
 * Every row of a listing is this high (px), whatever its texts: the cells' content, their padding above and below
 * (MUI's small cell's 6 px, 2 px in the compact density) and the 1 px border below. The virtualizer is given it, so
 * the rows it measures are as high as it guessed and an append lays them out once.
 */
export const rowHeightFor = (paddingTop: number, paddingBottom: number) =>
  paddingTop + CELL_CONTENT_HEIGHT + paddingBottom + 1;
