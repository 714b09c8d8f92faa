import type { RaRecord } from 'react-admin';
import {
  enumText,
  fieldLabelKey,
  flaggedLanguages,
  numberText,
  plainText,
  type TranslateWithFallback,
  translationText,
} from '../../lib/cellTexts';
import { type ResourceModel, representationOf, type ViewSpec } from '../../lib/model';
import { readsEveryLevel } from '../modelRegistry';
import { type ListingColumn, linkColumnIndex, listingColumnsOf } from '../views/list/listingColumns';
import { embeddedReferenceText } from '../views/recordNames';
import { FIRST_VIEW_CSS, FIRST_VIEW_ID, ICON_PATHS } from './firstViewStyle';

/**
 * The first view of a listing (docs/console-loading.md): its page frame, title, column headers and first page of rows,
 * painted as plain HTML by the console's first script while react-admin is still arriving and starting, where the
 * console will draw them, with the same texts (lib/cellTexts.ts, listingColumns.ts). Read-only: links work, nothing
 * writes. Removed when the console has drawn its own rows (handover.ts).
 */

type Row = RaRecord;

export interface FirstViewTexts {
  locale: string;
  translate: TranslateWithFallback;
}

/** Rows react-admin's listing draws beyond the window's edge (CatalogueDatagridBody's OVERSCAN) and its first guess of a row's height. */
const OVERSCAN = 10;
const ESTIMATED_ROW_HEIGHT = 44;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const icon = (path: string, attributes = 'aria-hidden="true"') =>
  `<svg viewBox="0 0 24 24" focusable="false" ${attributes}><path d="${path}"></path></svg>`;

const isDrawnAsText = (column: ListingColumn) =>
  column.kind === 'translation' ||
  column.kind === 'text' ||
  column.kind === 'enum' ||
  column.kind === 'number' ||
  column.kind === 'delete' ||
  (column.kind === 'reference' && column.embed !== undefined && !readsEveryLevel(column.reference));

/**
 * The columns of a listing the first view can draw exactly as the console does, or undefined when it cannot: pictures,
 * swatches, yes / no icons and references the console reads itself would change size once the console draws them, and a
 * reorderable catalogue's page holds a hint and drag handles.
 */
export function firstViewColumnsOf(model: ResourceModel, view: ViewSpec): ListingColumn[] | undefined {
  if (model.orderable) return undefined;
  const columns = listingColumnsOf(model, view);
  return columns.every(isDrawnAsText) ? columns : undefined;
}

function cellHtml(column: ListingColumn, record: Row, { locale, translate }: FirstViewTexts): string {
  switch (column.kind) {
    case 'translation': {
      const value = record[column.source];
      const missing = flaggedLanguages(value, locale);
      const flag =
        missing.length > 0
          ? icon(
              ICON_PATHS.flag,
              `class="fv-flag" role="img" aria-label="${escapeHtml(
                translate('views.translation.missing', '').replace(
                  '%{languages}',
                  missing.map((language) => translate(`views.languages.${language}`, language)).join(', '),
                ),
              )}"`,
            )
          : '';
      return `<span class="fv-translation"><span>${escapeHtml(translationText(value, locale))}</span>${flag}</span>`;
    }
    case 'text':
      return wrap(plainText(record[column.source]));
    case 'enum':
      return wrap(enumText(column.view, column.source, record[column.source], translate));
    case 'number':
      return wrap(numberText(record[column.source], locale));
    case 'reference':
      return wrap(embeddedReferenceText(record, column, locale) ?? '');
    case 'delete':
      return `<button type="button" class="fv-delete" disabled tabindex="-1"><span>${icon(ICON_PATHS.delete)}</span>${escapeHtml(
        translate('ra.action.delete', 'Delete'),
      )}</button>`;
    default:
      return '';
  }
}

const wrap = (text: string) => (text === '' ? '' : `<span>${escapeHtml(text)}</span>`);

const sourceOf = (column: ListingColumn) => ('source' in column ? column.source : undefined);

function rowsHtml(
  records: readonly Row[],
  columns: readonly ListingColumn[],
  view: ViewSpec,
  linkIndex: number,
  texts: FirstViewTexts,
): string {
  return records
    .map((record) => {
      const cells = columns.map((column, index) => {
        const content = cellHtml(column, record, texts);
        const linked =
          index === linkIndex
            ? `<a href="#/${view.name}/${encodeURIComponent(String(record.id))}">${content}</a>`
            : content;
        return `<td${column.kind === 'number' ? ' class="fv-right"' : ''}>${linked}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('');
}

/**
 * How many rows the console's listing draws at first (CatalogueDatagridBody: the rows down to the window's bottom and
 * OVERSCAN more, rows not drawn yet guessed ESTIMATED_ROW_HEIGHT high): the first view lays out the same rows in its
 * first table, so that its columns take the same widths as the console's.
 */
function rowsDrawnByConsole(body: HTMLTableSectionElement, total: number): number {
  const rows = body.rows;
  const bottom = window.innerHeight;
  let visible = 0;
  for (const row of rows) {
    if (row.getBoundingClientRect().top >= bottom) break;
    visible += 1;
  }
  if (visible === rows.length) {
    const last =
      rows.length > 0 ? rows[rows.length - 1].getBoundingClientRect().bottom : body.getBoundingClientRect().top;
    visible += Math.max(0, Math.ceil((bottom - last) / ESTIMATED_ROW_HEIGHT));
  }
  return Math.min(total, visible + OVERSCAN);
}

export interface FirstViewPage {
  model: ResourceModel;
  view: ViewSpec;
  columns: readonly ListingColumn[];
  records: readonly Row[];
  texts: FirstViewTexts;
  /** The console's name and the page's title, in the tab's language. */
  product: string;
  title: string;
}

/** Paints the first view in an element of its own after #root (React's first commit neither wipes nor hides it). */
export function paintFirstView({ model, view, columns, records, texts, product, title }: FirstViewPage): HTMLElement {
  const style = document.createElement('style');
  style.textContent = FIRST_VIEW_CSS;
  const element = document.createElement('div');
  element.id = FIRST_VIEW_ID;
  element.setAttribute('aria-busy', 'true');
  element.append(style);
  const headers = columns
    .map((column) => {
      const source = sourceOf(column);
      const field = column.kind === 'image' ? column.field : source;
      const label = column.kind === 'delete' || !field ? '' : texts.translate(fieldLabelKey(view.name, field), field);
      return `<th scope="col"${column.kind === 'number' ? ' class="fv-right"' : ''}><span>${escapeHtml(label)}</span></th>`;
    })
    .join('');
  const linkIndex = model.verbs.includes('get') ? linkColumnIndex(columns.map(sourceOf), representationOf(model)) : -1;
  element.insertAdjacentHTML(
    'beforeend',
    `<div class="fv-bar"><span class="fv-menu-icon">${icon(ICON_PATHS.menu)}</span>` +
      `<span class="fv-product">${escapeHtml(product)}</span><span class="fv-title">${escapeHtml(title)}</span></div>` +
      `<div class="fv-page"><div class="fv-card"><table><thead><tr>${headers}</tr></thead><tbody></tbody></table></div></div>`,
  );
  document.body.append(element);

  // The rows the console draws first go in the first table (their texts size its columns, as in the console's); the
  // rest of the page follows in a second table given the same column widths, below the window: it is put in after the
  // first frame, so that laying it out does not hold back the rows in view.
  const table = element.querySelector('table') as HTMLTableElement;
  const body = table.tBodies[0];
  let drawn = Math.min(records.length, OVERSCAN);
  let laidOut = -1;
  for (let pass = 0; pass < 4 && laidOut !== drawn; pass += 1) {
    body.innerHTML = rowsHtml(records.slice(0, drawn), columns, view, linkIndex, texts);
    laidOut = drawn;
    drawn = rowsDrawnByConsole(body, records.length);
  }
  if (laidOut !== drawn) body.innerHTML = rowsHtml(records.slice(0, drawn), columns, view, linkIndex, texts);
  const paintRest = () => {
    const widths = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.getBoundingClientRect().width);
    const rest = document.createElement('table');
    rest.className = 'fv-rest';
    rest.innerHTML =
      `<colgroup>${widths.map((width) => `<col style="width:${width}px">`).join('')}</colgroup>` +
      `<tbody>${rowsHtml(records.slice(drawn), columns, view, linkIndex, texts)}</tbody>`;
    table.after(rest);
  };
  // In the frame after the first: run at once after it, its work would hold back what waits for that frame.
  if (drawn < records.length) requestAnimationFrame(() => requestAnimationFrame(paintRest));
  return element;
}
