import {
  enumText,
  fieldLabelKey,
  flaggedLanguages,
  numberText,
  plainText,
  recordName,
  type TranslateWithFallback,
  translationText,
} from '../../lib/cellTexts';
import {
  APP_BAR_HEIGHT,
  EARLY_LISTING_CSS,
  EARLY_LISTING_ID,
  HEADER_ROW_HEIGHT,
  ICON_PATHS,
  LIST_TOOLBAR_HEIGHT,
  ROW_HEIGHT,
} from './earlyListingStyle';
import type { EarlyListingColumn, EarlyListingSpec } from './firstListings';
import { OVERSCAN } from './listingWindow';

/**
 * The early listing of a listing (docs/console-loading.md): its page frame, title, column headers and first page of rows,
 * painted as plain HTML by the console's first script while react-admin is still arriving and starting, where the
 * console will draw them, with the same texts (lib/cellTexts.ts, listingColumns.ts). Read-only: links work, nothing
 * writes. Removed when the console has drawn its own rows (handover.ts).
 */

type Row = { readonly id: unknown; readonly [field: string]: unknown };

export interface EarlyListingTexts {
  locale: string;
  translate: TranslateWithFallback;
}

/**
 * Where the rows start in the window at the least: below the app bar, the list toolbar (its least height: wrapped,
 * it is higher, and the rows as laid out are counted again) and the column headers.
 */
const ROWS_TOP = APP_BAR_HEIGHT + LIST_TOOLBAR_HEIGHT + HEADER_ROW_HEIGHT;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const icon = (path: string, attributes = 'aria-hidden="true"') =>
  `<svg viewBox="0 0 24 24" focusable="false" ${attributes}><path d="${path}"></path></svg>`;

function cellHtml(column: EarlyListingColumn, record: Row, { locale, translate }: EarlyListingTexts): string {
  switch (column.kind) {
    case 'translation': {
      const value = record[column.source];
      const missing = flaggedLanguages(value, locale);
      const flag =
        missing.length > 0
          ? icon(
              ICON_PATHS.flag,
              `class="fv-flag" role="img" aria-label="${escapeHtml(
                translate('screens.translation.missing', '').replace(
                  '%{languages}',
                  missing.map((language) => translate(`screens.languages.${language}`, language)).join(', '),
                ),
              )}"`,
            )
          : '';
      return `<span class="fv-translation">${wrap(translationText(value, locale))}${flag}</span>`;
    }
    case 'text':
      return wrap(plainText(record[column.source]));
    case 'enum':
      return wrap(enumText(column.view, column.source, record[column.source], translate));
    case 'number':
      return wrap(numberText(record[column.source], locale));
    case 'reference': {
      const summary = record[column.embed] as Row | null | undefined;
      return wrap(summary ? recordName(summary, column.naming, locale) : '');
    }
    case 'delete':
      return `<button type="button" class="fv-delete" disabled tabindex="-1"><span>${icon(ICON_PATHS.delete)}</span>${escapeHtml(
        translate('ra.action.delete', 'Delete'),
      )}</button>`;
    default:
      return '';
  }
}

/**
 * A selection box as MUI's Checkbox draws it unchecked, disabled until the console takes over (its « Supprimer »
 * buttons too): the console's selection column (lib/bulk.ts `hasBulkActions`).
 */
const checkboxHtml = (label: string) =>
  `<span class="fv-check"><input type="checkbox" disabled tabindex="-1" aria-label="${escapeHtml(label)}">${icon(
    ICON_PATHS.checkbox,
  )}</span>`;

/** A cell's text as the console's (listingCells.tsx `cellText`): two lines at most, its whole text in its title. */
const wrap = (text: string) => {
  if (text === '') return '';
  const escaped = escapeHtml(text);
  return `<span class="fv-text" title="${escaped}">${escaped}</span>`;
};

function rowsHtml(
  records: readonly Row[],
  view: string,
  { columns, linkIndex, selectable }: EarlyListingSpec,
  texts: EarlyListingTexts,
): string {
  const selection = selectable
    ? `<td class="fv-select">${checkboxHtml(texts.translate('ra.action.select_row', 'Select this row'))}</td>`
    : '';
  return records
    .map((record) => {
      const cells = columns.map((column, index) => {
        const content = cellHtml(column, record, texts);
        const linked =
          index === linkIndex ? `<a href="#/${view}/${encodeURIComponent(String(record.id))}">${content}</a>` : content;
        return `<td${column.kind === 'number' ? ' class="fv-right"' : ''}>${linked}</td>`;
      });
      return `<tr>${selection}${cells.join('')}</tr>`;
    })
    .join('');
}

/**
 * How many rows the console's listing draws at first (CatalogueDatagridBody: the rows down to the window's bottom and
 * OVERSCAN more, every row ROW_HEIGHT high), given the rows laid out in `body`: the first
 * view lays out the same rows in its first table, so that its columns take the same widths as the console's.
 */
function rowsDrawnByConsole(body: HTMLTableSectionElement, total: number, bottom: number): number {
  const rows = body.rows;
  let visible = 0;
  for (const row of rows) {
    if (row.getBoundingClientRect().top >= bottom) break;
    visible += 1;
  }
  if (visible === rows.length) {
    const last =
      rows.length > 0 ? rows[rows.length - 1].getBoundingClientRect().bottom : body.getBoundingClientRect().top;
    visible += Math.max(0, Math.ceil((bottom - last) / ROW_HEIGHT));
  }
  return Math.min(total, visible + OVERSCAN);
}

/**
 * The same, guessed before any layout: rows ROW_HEIGHT high from below the header to the window's bottom. A listing
 * whose column headers each hold on one line is laid out once: the guess is what it measures.
 */
const rowsGuessed = (total: number, bottom: number) =>
  Math.min(total, Math.max(0, Math.ceil((bottom - ROWS_TOP) / ROW_HEIGHT)) + OVERSCAN);

/**
 * The list toolbar's boxes, laid out as react-admin lays out its own (the search field, the switches beside it, the
 * buttons), hidden: the rows start below it, and it wraps as the console's does, its labels taking the same room.
 */
function toolbarHtml({ toolbar }: EarlyListingSpec, { translate }: EarlyListingTexts): string {
  const switches = toolbar.switches.map(
    (label) => `<span class="fv-switch">${escapeHtml(translate(label, label))}</span>`,
  );
  const buttons = toolbar.buttons.map(
    ({ label, menu }) =>
      `<span class="fv-button${menu ? ' fv-menu' : ''}">${escapeHtml(translate(label, label))}</span>`,
  );
  return (
    `<div class="fv-toolbar" aria-hidden="true"><div class="fv-filters"><span class="fv-search"></span>${switches.join('')}</div>` +
    `<div class="fv-buttons">${buttons.join('')}</div></div>`
  );
}

export interface EarlyListingPage {
  /** The listing's route name. */
  view: string;
  spec: EarlyListingSpec;
  records: readonly Row[];
  texts: EarlyListingTexts;
  /** The console's name and the page's title, in the tab's language. */
  product: string;
  title: string;
}

/** Paints the early listing in an element of its own after #root (React's first commit neither wipes nor hides it). */
export function paintEarlyListing({ view, spec, records, texts, product, title }: EarlyListingPage): HTMLElement {
  // Read while the page is still laid out (as it is before anything is added): reading it later would lay it out.
  const bottom = window.innerHeight;
  const style = document.createElement('style');
  style.textContent = EARLY_LISTING_CSS;
  const element = document.createElement('div');
  element.id = EARLY_LISTING_ID;
  element.setAttribute('aria-busy', 'true');
  element.append(style);
  const selectAll = spec.selectable
    ? `<th scope="col" class="fv-select">${checkboxHtml(texts.translate('ra.action.select_all', 'Select all'))}</th>`
    : '';
  const headers = spec.columns
    .map((column) => {
      const label = column.kind === 'delete' ? '' : texts.translate(fieldLabelKey(view, column.source), column.source);
      return `<th scope="col"${column.kind === 'number' ? ' class="fv-right"' : ''}><span>${escapeHtml(label)}</span></th>`;
    })
    .join('');
  element.insertAdjacentHTML(
    'beforeend',
    `<div class="fv-bar"><span class="fv-menu-icon">${icon(ICON_PATHS.menu)}</span>` +
      `<span class="fv-product">${escapeHtml(product)}</span><span class="fv-title">${escapeHtml(title)}</span></div>` +
      `<div class="fv-page"><div class="fv-main">${toolbarHtml(spec, texts)}` +
      `<div class="fv-card"><table><thead><tr>${selectAll}${headers}</tr></thead><tbody></tbody></table></div></div></div>`,
  );
  document.body.append(element);

  // The rows the console draws first go in the first table (their texts size its columns, as in the console's); the
  // rest of the page follows in a second table given the same column widths, below the window: it is put in after the
  // first frame, so that laying it out does not hold back the rows in view.
  const table = element.querySelector('table') as HTMLTableElement;
  const body = table.tBodies[0];
  let drawn = rowsGuessed(records.length, bottom);
  let laidOut = -1;
  for (let pass = 0; pass < 4 && laidOut !== drawn; pass += 1) {
    body.innerHTML = rowsHtml(records.slice(0, drawn), view, spec, texts);
    laidOut = drawn;
    drawn = rowsDrawnByConsole(body, records.length, bottom);
  }
  if (laidOut !== drawn) body.innerHTML = rowsHtml(records.slice(0, drawn), view, spec, texts);
  const paintRest = () => {
    const widths = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.getBoundingClientRect().width);
    const rest = document.createElement('table');
    rest.className = 'fv-rest';
    rest.innerHTML =
      `<colgroup>${widths.map((width) => `<col style="width:${width}px">`).join('')}</colgroup>` +
      `<tbody>${rowsHtml(records.slice(drawn), view, spec, texts)}</tbody>`;
    table.after(rest);
  };
  // In the frame after the first: run at once after it, its work would hold back what waits for that frame.
  if (drawn < records.length) requestAnimationFrame(() => requestAnimationFrame(paintRest));
  return element;
}
