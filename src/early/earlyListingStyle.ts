/**
 * The early listing's sheet: the sizes, fonts, paddings, borders and colours react-admin 5 and MUI 7 give the listing
 * page in the light theme and comfortable density (src/layout/theme.ts), written out so that the
 * first script loads no MUI. Read from the console's computed styles (docs/console-loading.md); a theme or MUI upgrade
 * that changes them must be copied here: the browser story adminSeesListingBeforeConsole compares the two pixel by
 * pixel.
 */
import { CELL_LINE_HEIGHT, CELL_LINES, rowHeightFor, SMALL_CELL_PADDING_Y } from './listingWindow';

export const EARLY_LISTING_ID = 'early-listing';

/** The app bar's height (MUI's dense toolbar) and the open side menu's width (react-admin's Sidebar). */
export const APP_BAR_HEIGHT = 48;
export const MENU_WIDTH = 240;
/**
 * The list page's toolbar above the table, at its lowest: the filter form's least height (react-admin's FilterForm).
 * Its search field and switches wrap onto more lines when the buttons beside them leave too little room (about 90 px
 * high at 1280 px, in French): the early listing lays out the same boxes, hidden (`.fv-toolbar` below).
 */
export const LIST_TOOLBAR_HEIGHT = 64;
/** The column headers' row: a 24 px line, 6 px padding above and below, a 1 px border (the sheet's `th`). */
export const HEADER_ROW_HEIGHT = 37;
/** Every row's height, as the console's (listingWindow.ts). */
export const ROW_HEIGHT = rowHeightFor(SMALL_CELL_PADDING_Y, SMALL_CELL_PADDING_Y);
/** Below this window width react-admin lays the page out otherwise (MUI's `md` breakpoint): nothing is painted early. */
export const MIN_WINDOW_WIDTH = 900;

/**
 * Between 900 and 1,200 px wide (MUI's `md` to `lg`) the table's cells are padded this much on each side, not 16 px
 * (src/screens/list/rowStyles.ts `NARROW_TABLE`).
 */
export const NARROW_CELL_PADDING_X = 8;

const TEXT = 'rgba(0, 0, 0, 0.87)';
const DIVIDER = 'rgb(224, 224, 224)';

export const EARLY_LISTING_CSS = `
#${EARLY_LISTING_ID} { position: absolute; inset: 0 0 auto 0; min-height: 100vh; z-index: 1150; background: #fafafb;
  color: ${TEXT}; font-family: Roboto, Helvetica, Arial, sans-serif; -webkit-font-smoothing: antialiased;
  font-size: 16px; line-height: 24px; letter-spacing: 0.00938em; }
#${EARLY_LISTING_ID} .fv-bar { position: fixed; inset: 0 0 auto 0; height: ${APP_BAR_HEIGHT}px; box-sizing: border-box;
  display: flex; align-items: center; padding: 0 8px; background: #1565c0; color: #fff; z-index: 1;
  box-shadow: 0px 2px 4px -1px rgba(0,0,0,0.2), 0px 4px 5px 0px rgba(0,0,0,0.14), 0px 1px 10px 0px rgba(0,0,0,0.12); }
#${EARLY_LISTING_ID} .fv-menu-icon { display: inline-flex; padding: 8px; margin-right: 4.8px; }
#${EARLY_LISTING_ID} .fv-menu-icon svg { width: 24px; height: 24px; fill: currentColor; }
#${EARLY_LISTING_ID} .fv-product { font-size: 16px; font-weight: 600; line-height: 28px; letter-spacing: 0.00938em;
  margin-right: 16px; white-space: nowrap; }
#${EARLY_LISTING_ID} .fv-title { flex: 1; margin: 0; font-size: 16px; font-weight: 400; line-height: 28px;
  letter-spacing: 0.00938em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#${EARLY_LISTING_ID} .fv-page { display: flex; padding: ${APP_BAR_HEIGHT}px 8px 0 ${MENU_WIDTH + 8}px; }
#${EARLY_LISTING_ID} .fv-main { flex: 1 1 auto; display: flex; flex-direction: column; }
#${EARLY_LISTING_ID} .fv-toolbar { display: flex; align-items: flex-end; justify-content: space-between; visibility: hidden; }
#${EARLY_LISTING_ID} .fv-filters { flex: 0 1 100%; display: flex; flex-wrap: wrap; align-items: flex-end; box-sizing: border-box;
  min-height: ${LIST_TOOLBAR_HEIGHT}px; padding-bottom: 4px; }
#${EARLY_LISTING_ID} .fv-search { width: 272px; height: 52px; }
#${EARLY_LISTING_ID} .fv-switch { padding: 0 32px 10px 29px; white-space: nowrap; }
#${EARLY_LISTING_ID} .fv-buttons { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: flex-end; gap: 8px;
  box-sizing: border-box; min-height: 48px; padding: 4px 4px 8px; }
#${EARLY_LISTING_ID} .fv-button { display: flex; align-items: center; padding: 4px 5px; white-space: nowrap;
  font: 500 13px/19.5px Roboto, Helvetica, Arial, sans-serif; letter-spacing: 0.02857em; text-transform: uppercase; }
#${EARLY_LISTING_ID} .fv-button::before, #${EARLY_LISTING_ID} .fv-menu::after { content: ''; width: 18px; height: 18px;
  margin: 0 8px 0 -2px; }
#${EARLY_LISTING_ID} .fv-menu::after { margin: 0 -2px 0 8px; }
#${EARLY_LISTING_ID} .fv-card { background: #fff; border-radius: 4px;
  box-shadow: 0px 2px 1px -1px rgba(0,0,0,0.2), 0px 1px 1px 0px rgba(0,0,0,0.14), 0px 1px 3px 0px rgba(0,0,0,0.12); }
#${EARLY_LISTING_ID} table { width: 100%; border-collapse: collapse; border-spacing: 0; }
#${EARLY_LISTING_ID} table.fv-rest { table-layout: fixed; }
#${EARLY_LISTING_ID} th, #${EARLY_LISTING_ID} td { padding: ${SMALL_CELL_PADDING_Y}px 16px; border-bottom: 1px solid ${DIVIDER}; text-align: left;
  vertical-align: middle; font-size: 14px; letter-spacing: 0.01071em; color: ${TEXT}; }
#${EARLY_LISTING_ID} th { font-weight: 500; line-height: 24px; background: #fff; }
#${EARLY_LISTING_ID} th:first-child { border-top-left-radius: 4px; }
#${EARLY_LISTING_ID} th:last-child { border-top-right-radius: 4px; }
#${EARLY_LISTING_ID} th > span { display: inline-flex; align-items: center; vertical-align: middle; }
#${EARLY_LISTING_ID} td { font-weight: 400; line-height: 1.43; }
#${EARLY_LISTING_ID} tbody tr { height: ${ROW_HEIGHT}px; }
#${EARLY_LISTING_ID} .fv-text { display: -webkit-inline-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${CELL_LINES};
  overflow: hidden; overflow-wrap: anywhere; line-height: ${CELL_LINE_HEIGHT}px; vertical-align: top; }
#${EARLY_LISTING_ID} .fv-right { text-align: right; }
#${EARLY_LISTING_ID} th.fv-right > span { flex-direction: row-reverse; }
#${EARLY_LISTING_ID} td a { color: inherit; text-decoration: none; }
#${EARLY_LISTING_ID} td a:hover { text-decoration: underline; }
#${EARLY_LISTING_ID} .fv-translation { display: inline-flex; align-items: center; gap: 4px; }
#${EARLY_LISTING_ID} .fv-flag { width: 20px; height: 20px; fill: #b45309; flex-shrink: 0; }
#${EARLY_LISTING_ID} th.fv-select, #${EARLY_LISTING_ID} td.fv-select { width: 24px; box-sizing: border-box; padding: 0 8px; }
@media (min-width: ${MIN_WINDOW_WIDTH}px) and (max-width: 1199.95px) {
  #${EARLY_LISTING_ID} th:not(.fv-select), #${EARLY_LISTING_ID} td:not(.fv-select) { padding-left: ${NARROW_CELL_PADDING_X}px;
    padding-right: ${NARROW_CELL_PADDING_X}px; } }
#${EARLY_LISTING_ID} .fv-check { position: relative; display: inline-flex; vertical-align: middle; width: 24px; height: 24px;
  color: rgba(0, 0, 0, 0.26); }
#${EARLY_LISTING_ID} .fv-check input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; }
#${EARLY_LISTING_ID} .fv-check svg { display: block; width: 24px; height: 24px; fill: currentColor; }
#${EARLY_LISTING_ID} .fv-delete { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  min-width: 64px; padding: 4px 5px; border: 0; border-radius: 4px; background: transparent; color: rgba(0, 0, 0, 0.26);
  font: 500 13px/1.75 Roboto, Helvetica, Arial, sans-serif; letter-spacing: 0.02857em; text-transform: uppercase; }
#${EARLY_LISTING_ID} .fv-delete span { display: inherit; margin: 0 8px 0 -2px; }
#${EARLY_LISTING_ID} .fv-delete svg { width: 18px; height: 18px; fill: currentColor; }
`;

/**
 * MUI's icons the early listing draws (Menu, FlagOutlined, Delete from @mui/icons-material, and the unchecked box of
 * MUI's Checkbox), as their SVG paths.
 */
export const ICON_PATHS = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  checkbox: 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  flag: 'm12.36 6 .4 2H18v6h-3.36l-.4-2H7V6zM14 4H5v17h2v-7h5.6l.4 2h7V6h-5.6z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
} as const;
