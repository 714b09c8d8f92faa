/**
 * The rules of a list call (docs/product-rules.md, "Query string"): how its query string is read, what a
 * filter, a search and a sort compare. The server derives its list index from them at write time
 * (server/store/listIndex.ts) and answers in SQL; `applyListQuery` applies the same rules in memory.
 */
import { searchedFieldsOf } from './catalogueFacts';
import type { FieldSpec, ResourceModel } from './model';
import { viewsOf } from './model';
import { PAGE_SIZE } from './queryString';
import { translationOf } from './translationSet';
import {
  MISSING_TRANSLATION_FILTER,
  missesTranslation,
  missingTranslationValueOf,
  takesMissingTranslationFilter,
} from './translationWork';

/**
 * A parsed list request: `page`, `itemsPerPage`, `q`, `order[f]`, `exists[f]`, `f=v`, `f[]=v`, and
 * `missingTranslation=1|0` on catalogues with translation sets (lib/translationWork.ts).
 */
export interface ListQuery {
  page: number;
  itemsPerPage: number;
  q?: string;
  order: Array<{ field: string; direction: 'asc' | 'desc' }>;
  exists: Array<{ field: string; present: boolean }>;
  equals: Array<{ field: string; values: string[] }>;
  /** `true`: only the records missing a language; `false`: only the complete ones; absent: both. */
  missingTranslation?: boolean;
}

export const MAX_ITEMS_PER_PAGE = 1000;
/** Booleans travel as 1 / 0 (docs/product-rules.md, "Query string"); `true` / `false` are accepted too. */
const BOOLEAN_VALUES = new Set(['1', '0', 'true', 'false']);

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; field: string; message: string };

/** Fields whose value the server computes from the linked account rather than storing it (userId, isActive). */
export function accountFieldsOf(model: ResourceModel): { userId?: string; isActive?: string } {
  return model.account ? { userId: model.account.userId, isActive: model.account.isActive } : {};
}

export function isFilterable(model: ResourceModel, field: string): boolean {
  if (field === 'id') return true;
  const spec = model.fields[field];
  return !!spec && spec.type !== 'translation' && spec.type !== 'json' && spec.type !== 'duration';
}

/** Types a listing can be ordered by: one comparable value per record. */
const SORTABLE_TYPES = new Set<FieldSpec['type']>([
  'translation',
  'string',
  'keyName',
  'email',
  'boolean',
  'number',
  'enum',
  'reference',
]);

export function isSortable(model: ResourceModel, field: string): boolean {
  if (field === 'id' || field === 'displayOrder') return true;
  const spec = model.fields[field];
  return !!spec && SORTABLE_TYPES.has(spec.type);
}

function positiveInt(raw: unknown): number | undefined {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text) || Number(text) < 1) return undefined;
  return Number(text);
}

export function parseListQuery(model: ResourceModel, raw: Record<string, unknown>): ParsedListQuery {
  const fail = (field: string, message = `${field} is invalid`): ParsedListQuery => ({ ok: false, field, message });
  const page = raw.page === undefined ? 1 : positiveInt(raw.page);
  if (page === undefined) return fail('page');
  const perPage = raw.itemsPerPage === undefined ? PAGE_SIZE : positiveInt(raw.itemsPerPage);
  if (perPage === undefined) return fail('itemsPerPage');
  const query: ListQuery = {
    page,
    itemsPerPage: Math.min(perPage, MAX_ITEMS_PER_PAGE),
    order: [],
    exists: [],
    equals: [],
  };
  for (const [key, rawValue] of Object.entries(raw)) {
    if (key === 'page' || key === 'itemsPerPage') continue;
    const values = (Array.isArray(rawValue) ? rawValue : [rawValue]).map(String);
    if (key === 'q') {
      query.q = values[0]?.trim() || undefined;
      continue;
    }
    if (key === MISSING_TRANSLATION_FILTER) {
      if (!takesMissingTranslationFilter(model)) return fail(key, `unknown filter ${key}`);
      const missing = missingTranslationValueOf(rawValue);
      if (missing === 'invalid') return fail(key, `${key} filters with 1 or 0`);
      query.missingTranslation = missing;
      continue;
    }
    const bracket = /^(order|exists)\[([A-Za-z0-9_]+)\]$/.exec(key);
    if (bracket) {
      const [, kind, field] = bracket;
      if (kind === 'order') {
        if (!isSortable(model, field)) return fail(key);
        const direction = values[0]?.toLowerCase();
        if (direction !== 'asc' && direction !== 'desc') return fail(key);
        query.order.push({ field, direction });
      } else {
        if (field !== 'id' && !(field in model.fields)) return fail(key);
        if (values[0] !== '1' && values[0] !== '0') return fail(key);
        query.exists.push({ field, present: values[0] === '1' });
      }
      continue;
    }
    const field = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (!isFilterable(model, field)) return fail(field, `unknown filter ${field}`);
    if (model.fields[field]?.type === 'boolean' && !values.every((v) => BOOLEAN_VALUES.has(v)))
      return fail(field, `${field} filters with 1 or 0`);
    query.equals.push({ field, values });
  }
  return { ok: true, query };
}

/** Lowercase without accents, for case- and accent-insensitive search and ordering. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Between two fields of the search text; no needle holds it, so a search never matches across two fields. */
const FIELD_SEPARATOR = '\u0001';

/** The folded text `q` looks into: every field the model declares searched, every language of a translation set. */
export function searchTextOf(model: ResourceModel, record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const field of searchedFieldsOf(model)) {
    const value = record[field];
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) for (const t of value) if (typeof t?.value === 'string') parts.push(t.value);
  }
  return fold(parts.join(` ${FIELD_SEPARATOR} `));
}

/** What `q` looks for in that text; `undefined` when the query has no search. */
export function searchNeedle(q: string | undefined): string | undefined {
  const needle = q ? fold(q).split(FIELD_SEPARATOR).join('') : '';
  return needle || undefined;
}

/** Whether `record` is found by a search for `needle` (`searchNeedle`): the API's `q`, and what a picker shows ahead of it. */
export function matchesSearch(
  model: ResourceModel,
  record: Record<string, unknown>,
  needle: string | undefined,
): boolean {
  return !needle || searchTextOf(model, record).includes(needle);
}

/** Longer values cannot be filtered on by equality (database indexes bound their entries). */
export const MAX_FILTER_TERM_LENGTH = 500;
/** Text orders by its first characters. */
export const SORT_TEXT_LENGTH = 200;

/** The values a filter on `field` matches for a stored value (booleans as 1 / 0, text case-insensitively). */
export function filterTermsOf(spec: FieldSpec | undefined, value: unknown): string[] {
  if (spec?.type === 'boolean') return [value === true ? '1' : '0'];
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((v) => v !== null && v !== undefined && typeof v !== 'object')
    .map((v) => String(v).toLowerCase())
    .filter((term) => term.length <= MAX_FILTER_TERM_LENGTH);
}

/** A filter value as the terms above hold it. */
export function filterTermOf(spec: FieldSpec | undefined, wanted: string): string {
  if (spec?.type === 'boolean') return wanted === '1' || wanted === 'true' ? '1' : '0';
  return wanted.toLowerCase();
}

/** `exists[field]`: an empty string, an empty list or a translation set with no text count as absent. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value))
    return value.some((item) => !(item && typeof item === 'object' && 'language' in item && !item.value));
  return true;
}

/** A record's value for ordering: folded text or a number; `null` sorts last in both directions. */
export interface SortKey {
  text: string | null;
  number: number | null;
}

/** Does the sort key of this field depend on the reader's language (translation sets, references' names)? */
export function sortsByLanguage(spec: FieldSpec | undefined): boolean {
  return spec?.type === 'translation' || spec?.type === 'reference';
}

/**
 * The sort key of a stored value. A reference sorts by the referenced record's name, which the caller
 * passes as `referenced` (that record's representation field value).
 */
export function sortKeyOf(
  spec: FieldSpec | undefined,
  value: unknown,
  language: string,
  referenced?: unknown,
): SortKey {
  const none: SortKey = { text: null, number: null };
  const text = (raw: string): SortKey => ({ text: fold(raw).slice(0, SORT_TEXT_LENGTH), number: null });
  if (spec?.type === 'reference')
    return referenced === undefined || referenced === null ? none : text(translationOf(referenced, language));
  if (value === null || value === undefined) return none;
  if (spec?.type === 'translation') return text(translationOf(value, language));
  if (typeof value === 'boolean') return { text: null, number: value ? 1 : 0 };
  if (typeof value === 'number') return { text: null, number: value };
  if (typeof value === 'string') return text(value);
  return none;
}

/** Orders two sort keys: nulls last whatever the direction. */
function compareKeys(a: SortKey, b: SortKey, direction: 'asc' | 'desc'): number {
  const aNull = a.text === null && a.number === null;
  const bNull = b.text === null && b.number === null;
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  const sign = direction === 'asc' ? 1 : -1;
  if (a.number !== b.number) {
    if (a.number === null) return sign;
    if (b.number === null) return -sign;
    return (a.number < b.number ? -1 : 1) * sign;
  }
  if (a.text === b.text) return 0;
  if (a.text === null) return sign;
  if (b.text === null) return -sign;
  return (a.text < b.text ? -1 : 1) * sign;
}

type ListedRecord = Record<string, unknown>;
/** The name of a referenced record, for ordering by a reference field. */
export type ReferenceName = (resource: string, id: number) => unknown;

/**
 * The list call in memory: filter, search, order (records come in display order), page. Account fields
 * must already be on the records.
 */
export function applyListQuery(
  model: ResourceModel,
  records: ListedRecord[],
  query: ListQuery,
  language = 'fr',
  referenceName: ReferenceName = () => undefined,
): ListedRecord[] {
  const needle = searchNeedle(query.q);
  const filtered = records.filter(
    (record) =>
      query.equals.every(({ field, values }) => {
        if (field === 'id') return values.includes(String(record.id));
        const terms = filterTermsOf(model.fields[field], record[field]);
        return values.some((v) => terms.includes(filterTermOf(model.fields[field], v)));
      }) &&
      query.exists.every(({ field, present }) => isPresent(record[field]) === present) &&
      (query.missingTranslation === undefined || missesTranslation(model, record) === query.missingTranslation) &&
      matchesSearch(model, record, needle),
  );
  if (query.order.length > 0) {
    const keyOf = (record: ListedRecord, field: string): SortKey => {
      const spec = model.fields[field];
      const value = record[field];
      if (spec?.type === 'reference')
        return sortKeyOf(spec, value, language, typeof value === 'number' ? referenceName(spec.model, value) : null);
      return sortKeyOf(spec, value, language);
    };
    filtered.sort((a, b) => {
      for (const { field, direction } of query.order) {
        const order = compareKeys(keyOf(a, field), keyOf(b, field), direction);
        if (order !== 0) return order;
      }
      return (a.id as number) - (b.id as number);
    });
  }
  const start = (query.page - 1) * query.itemsPerPage;
  return filtered.slice(start, start + query.itemsPerPage);
}

/**
 * `GET /api/counts`'s query string: `missingTranslation=1|0` narrows the counts to the views of catalogues with
 * translation sets (viewCountQueries); other parameters are ignored, as they always were.
 */
export function parseCountsQuery(
  raw: Record<string, unknown>,
): { ok: true; missingTranslation?: boolean } | { ok: false; field: string; message: string } {
  if (raw[MISSING_TRANSLATION_FILTER] === undefined) return { ok: true };
  const missing = missingTranslationValueOf(raw[MISSING_TRANSLATION_FILTER]);
  if (missing === 'invalid')
    return {
      ok: false,
      field: MISSING_TRANSLATION_FILTER,
      message: `${MISSING_TRANSLATION_FILTER} counts with 1 or 0`,
    };
  return { ok: true, missingTranslation: missing };
}

/**
 * The query of each console view of a listed catalogue (its fixed filter), by view name: what `/api/counts` counts.
 * With `missingTranslation` (`GET /api/counts?missingTranslation=1`), only the views of catalogues with translation
 * sets, each narrowed by that filter.
 */
export function viewCountQueries(
  models: readonly ResourceModel[],
  missingTranslation?: boolean,
): Array<{ view: string; model: ResourceModel; query: ListQuery }> {
  const queries: Array<{ view: string; model: ResourceModel; query: ListQuery }> = [];
  for (const model of models) {
    if (!model.verbs.includes('list')) continue;
    if (missingTranslation !== undefined && !takesMissingTranslationFilter(model)) continue;
    for (const view of viewsOf(model)) {
      const raw = Object.entries(view.filter).map(([k, v]) => [
        k,
        typeof v === 'boolean' ? (v ? '1' : '0') : String(v),
      ]);
      const parsed = parseListQuery(model, Object.fromEntries(raw));
      if (!parsed.ok) throw new Error(`${model.name}: view ${view.name} has an invalid filter ${parsed.field}`);
      if (missingTranslation !== undefined) parsed.query.missingTranslation = missingTranslation;
      queries.push({ view: view.name, model, query: parsed.query });
    }
  }
  return queries;
}

/**
 * What q searched before fields declared `searched`: a field of one of these names in any catalogue. Kept only so
 * that declaring what was already searched leaves the list index's fingerprint as it was (indexedFieldsOf).
 */
const SEARCHED_BEFORE_DECLARED = new Set([
  'label',
  'title',
  'name',
  'keyName',
  'email',
  'firstName',
  'lastName',
  'rpps',
  'mainUserEmail',
  'mainUserFirstName',
  'mainUserLastName',
  'originalName',
  'description',
]);

/**
 * An object with its `model` key spelled `resource`, in the same place among its keys: the name the target of a
 * reference, a reference list or a JSON field's `itemReferences` was declared under before it was renamed `model`.
 */
function withFormerTargetName(declaration: object): object {
  return Object.fromEntries(
    Object.entries(declaration).map(([key, value]) => [key === 'model' ? 'resource' : key, value]),
  );
}

/**
 * A model's fields as the list index's fingerprint reads them (server/store/listIndex.ts): without the declarations
 * the index does not read (`names` reaches it as the referenced records' names, `offers` not at all), and with
 * `searched` only where it departs from what was searched before fields declared it. Declaring a fact that held
 * already keeps the fingerprint, so no installation rebuilds its index for it; changing what is searched rebuilds it.
 * For the same reason a reference's target is read under its former name `resource` (withFormerTargetName): renaming
 * the declaration `model` changed nothing the index derives.
 */
export function indexedFieldsOf(model: ResourceModel): Record<string, object> {
  return Object.fromEntries(
    Object.entries(model.fields).map(([name, spec]) => {
      const { names: _names, offers: _offers, searched, ...declared } = spec as FieldSpec & { offers?: unknown };
      const kept =
        declared.type === 'json' && declared.itemReferences
          ? { ...declared, itemReferences: withFormerTargetName(declared.itemReferences) }
          : withFormerTargetName(declared);
      const searchedBefore = SEARCHED_BEFORE_DECLARED.has(name);
      return [name, (searched ?? false) === searchedBefore ? kept : { ...kept, searched: searched ?? false }];
    }),
  );
}
