/**
 * Saved listing views and column choices (docs/saved-views.md): the rules the server (server/savedViews/), the demo
 * API (src/demo/api/savedViewRoutes.ts) and the console share. A view is a listing's filters, sort and columns kept
 * under a name by one administrator; a column choice is the columns one administrator shows in one listing.
 */
import { TRASH_FILTER } from './bulk';
import { invalid, mandatory } from './errors';
import { isFilterable, isSortable } from './listRules';
import { type ResourceModel, type ViewSpec, viewsOf } from './model';
import { hasTranslationSets, MISSING_TRANSLATION_FILTER } from './translationWork';

/** The longest name a view may have, in characters. */
export const VIEW_NAME_MAX = 80;
/** The most views one administrator keeps for one listing. */
export const VIEWS_PER_LISTING_MAX = 100;
const FILTER_KEYS_MAX = 40;
const FILTER_VALUES_MAX = 200;
const FILTER_TEXT_MAX = 500;

/** A listing (a console view of a catalogue) by its route name, e.g. `examsAnamnesis`. */
export interface Listing {
  model: ResourceModel;
  view: ViewSpec;
}

export function listingsOf(models: readonly ResourceModel[]): Map<string, Listing> {
  return new Map(models.flatMap((model) => viewsOf(model).map((view) => [view.name, { model, view }] as const)));
}

export type SortOrder = 'ASC' | 'DESC';
export interface ListingSort {
  field: string;
  order: SortOrder;
}
export type FilterValue = string | number | boolean | null | Array<string | number | boolean>;

/** What a view keeps of a listing. `columns` null: the listing's own columns at the time it is opened. */
export interface ListingState {
  filter: Record<string, FilterValue>;
  sort: ListingSort | null;
  columns: string[] | null;
}

/** A saved view as the API answers it. */
export interface SavedView extends ListingState {
  id: number;
  listing: string;
  name: string;
  ownerId: number;
  ownerEmail: string | null;
  /** Whether the caller owns it (only its owner renames, changes or deletes it). */
  owned: boolean;
  /** Fields the view named that the listing no longer has: left out of `filter`, `sort` and `columns`. */
  dropped: string[];
  createdAt: string;
  updatedAt: string;
}

/** The body of `POST /api/saved-views`; `PUT` takes any of its parts but `listing`. */
export interface SavedViewInput extends ListingState {
  listing: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// Checks of what a client sends

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Filters a listing's address may carry: the search, the model's filterable fields, its switches. */
export function isListingFilter(model: ResourceModel, key: string): boolean {
  if (key === 'q') return true;
  if (key === MISSING_TRANSLATION_FILTER) return hasTranslationSets(model);
  if (key === TRASH_FILTER) return model.verbs.includes('delete');
  return isFilterable(model, key);
}

/** A name as kept: trimmed; refused when empty (1202) or too long (1203). */
export function checkedName(raw: unknown): string {
  if (raw === undefined || raw === null) throw mandatory('name');
  if (typeof raw !== 'string') throw invalid('name', 'name must be a text');
  const name = raw.trim();
  if (name === '') throw mandatory('name');
  if ([...name].length > VIEW_NAME_MAX) throw invalid('name', `name is longer than ${VIEW_NAME_MAX} characters`);
  if (/\p{Cc}/u.test(name)) throw invalid('name', 'name holds control characters');
  return name;
}

/** Two names one administrator may not give two views of one listing: equal once trimmed and lower-cased. */
export const nameKeyOf = (name: string) => name.trim().toLocaleLowerCase('fr');

export function checkedListing(listings: ReadonlyMap<string, Listing>, raw: unknown): Listing & { name: string } {
  if (raw === undefined || raw === null || raw === '') throw mandatory('listing');
  const listing = typeof raw === 'string' ? listings.get(raw) : undefined;
  if (!listing) throw invalid('listing', 'no listing has this name');
  return { ...listing, name: raw as string };
}

function checkedScalar(value: unknown): string | number | boolean {
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value === 'string' && value.length <= FILTER_TEXT_MAX) return value;
  throw invalid('filter', 'filter values are texts, numbers or booleans');
}

function checkedFilter(model: ResourceModel, raw: unknown): Record<string, FilterValue> {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw invalid('filter', 'filter must be an object');
  const entries = Object.entries(raw);
  if (entries.length > FILTER_KEYS_MAX) throw invalid('filter', 'too many filters');
  const filter: Record<string, FilterValue> = {};
  for (const [key, value] of entries) {
    if (!isListingFilter(model, key)) throw invalid('filter', `the listing cannot be filtered by ${key}`);
    if (value === null) filter[key] = null;
    else if (Array.isArray(value)) {
      if (value.length > FILTER_VALUES_MAX) throw invalid('filter', 'too many filter values');
      filter[key] = value.map(checkedScalar);
    } else filter[key] = checkedScalar(value);
  }
  return filter;
}

function checkedSort(model: ResourceModel, raw: unknown): ListingSort | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw) || typeof raw.field !== 'string' || (raw.order !== 'ASC' && raw.order !== 'DESC'))
    throw invalid('sort', 'sort is {field, order: ASC or DESC}');
  if (!isSortable(model, raw.field)) throw invalid('sort', `the listing cannot be sorted by ${raw.field}`);
  return { field: raw.field, order: raw.order };
}

/** The most columns a choice names, and the longest name of one. */
const COLUMNS_MAX = 60;
const COLUMN_NAME = /^[A-Za-z][\w.]{0,99}$/;

/**
 * The columns shown, in order: names of the listing's columns (field names), each once; null keeps the listing's
 * own. Which names a listing has is the console's to know (custom listings draw columns of their own): a name it no
 * longer has is left out when shown.
 */
export function checkedColumns(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > COLUMNS_MAX)
    throw invalid('columns', `columns is a list of 1 to ${COLUMNS_MAX} column names`);
  const columns: string[] = [];
  for (const name of raw) {
    if (typeof name !== 'string' || !COLUMN_NAME.test(name)) throw invalid('columns', 'a column name is invalid');
    if (columns.includes(name)) throw invalid('columns', `column ${name} is named twice`);
    columns.push(name);
  }
  return columns;
}

/** The listing's state a view keeps, checked against the listing as it is now. */
export function checkedState(listing: Listing, body: Record<string, unknown>, previous?: ListingState): ListingState {
  return {
    filter: 'filter' in body || !previous ? checkedFilter(listing.model, body.filter) : previous.filter,
    sort: 'sort' in body || !previous ? checkedSort(listing.model, body.sort) : previous.sort,
    columns: 'columns' in body || !previous ? checkedColumns(body.columns) : previous.columns,
  };
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw invalid(undefined, 'body must be an object');
  return body;
}

/**
 * A stored state read against the listing as it is now: filters and a sort naming a field it no longer has are left
 * out, and named in `dropped` (the console says so when it opens the view).
 */
export function stateAsOfNow(listing: Listing | undefined, stored: ListingState): ListingState & { dropped: string[] } {
  if (!listing) return { ...stored, filter: {}, sort: null, dropped: Object.keys(stored.filter) };
  const dropped = new Set<string>();
  const filter = Object.fromEntries(
    Object.entries(stored.filter).filter(([key]) => isListingFilter(listing.model, key) || !dropped.add(key)),
  );
  let sort = stored.sort;
  if (sort && !isSortable(listing.model, sort.field)) {
    dropped.add(sort.field);
    sort = null;
  }
  return { filter, sort, columns: stored.columns, dropped: [...dropped] };
}

/** A stored state as JSON text, and back (a damaged text reads as an empty state). */
export const stateText = (state: ListingState) => JSON.stringify(state);
export function stateOfText(text: string): ListingState {
  try {
    const parsed = JSON.parse(text) as Partial<ListingState>;
    return {
      filter: isObject(parsed.filter) ? (parsed.filter as Record<string, FilterValue>) : {},
      sort: isObject(parsed.sort) ? (parsed.sort as unknown as ListingSort) : null,
      columns: Array.isArray(parsed.columns) ? parsed.columns.filter((c): c is string => typeof c === 'string') : null,
    };
  } catch {
    return { filter: {}, sort: null, columns: null };
  }
}

/** A listing's column choice as the API answers it: `columns` null until the administrator chooses. */
export interface ColumnChoice {
  listing: string;
  columns: string[] | null;
}
