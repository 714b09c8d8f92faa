import type { ResourceModel } from '../../lib/model';
import { translationOf } from '../../lib/translationSet';
import { invalid } from '../errors';

/** A parsed list request: `page`, `itemsPerPage`, `q`, `order[f]`, `exists[f]`, `f=v`, `f[]=v`. */
export interface ListQuery {
  page: number;
  itemsPerPage: number;
  q?: string;
  order: Array<{ field: string; direction: 'asc' | 'desc' }>;
  exists: Array<{ field: string; present: boolean }>;
  equals: Array<{ field: string; values: string[] }>;
}

export const MAX_ITEMS_PER_PAGE = 1000;
export const DEFAULT_ITEMS_PER_PAGE = 100;
/** Booleans travel as 1 / 0 (spec §7); `true` / `false` are accepted too. */
const BOOLEAN_VALUES = new Set(['1', '0', 'true', 'false']);

const SEARCHED_FIELDS = [
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
];

function positiveInt(raw: unknown, field: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text) || Number(text) < 1) throw invalid(field);
  return Number(text);
}

function filterable(model: ResourceModel, field: string): boolean {
  if (field === 'id') return true;
  const spec = model.fields[field];
  return !!spec && spec.type !== 'translation' && spec.type !== 'json' && spec.type !== 'duration';
}

export function parseListQuery(model: ResourceModel, query: Record<string, unknown>): ListQuery {
  const parsed: ListQuery = {
    page: positiveInt(query.page, 'page', 1),
    itemsPerPage: Math.min(positiveInt(query.itemsPerPage, 'itemsPerPage', DEFAULT_ITEMS_PER_PAGE), MAX_ITEMS_PER_PAGE),
    order: [],
    exists: [],
    equals: [],
  };
  for (const [key, raw] of Object.entries(query)) {
    if (key === 'page' || key === 'itemsPerPage') continue;
    const values = (Array.isArray(raw) ? raw : [raw]).map(String);
    if (key === 'q') {
      parsed.q = values[0]?.trim() || undefined;
      continue;
    }
    const bracket = /^(order|exists)\[([A-Za-z0-9_]+)\]$/.exec(key);
    if (bracket) {
      const [, kind, field] = bracket;
      if (field !== 'id' && field !== 'displayOrder' && !(field in model.fields)) throw invalid(key);
      if (kind === 'order') {
        const direction = values[0]?.toLowerCase();
        if (direction !== 'asc' && direction !== 'desc') throw invalid(key);
        parsed.order.push({ field, direction });
      } else {
        if (values[0] !== '1' && values[0] !== '0') throw invalid(key);
        parsed.exists.push({ field, present: values[0] === '1' });
      }
      continue;
    }
    const field = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (!filterable(model, field)) throw invalid(field, `unknown filter ${field}`);
    if (model.fields[field]?.type === 'boolean' && !values.every((v) => BOOLEAN_VALUES.has(v)))
      throw invalid(field, `${field} filters with 1 or 0`);
    parsed.equals.push({ field, values });
  }
  return parsed;
}

/** Lowercase without accents, for case- and accent-insensitive search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function searchableText(record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const field of SEARCHED_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) for (const t of value) if (typeof t?.value === 'string') parts.push(t.value);
  }
  return fold(parts.join(' \u0000 '));
}

function matchesValue(model: ResourceModel, field: string, actual: unknown, wanted: string): boolean {
  const spec = model.fields[field];
  if (spec?.type === 'boolean') return (actual === true) === (wanted === '1' || wanted === 'true');
  if (spec?.type === 'references' || spec?.type === 'enumList')
    return Array.isArray(actual) && actual.map(String).includes(wanted);
  return actual !== null && actual !== undefined && String(actual).toLowerCase() === wanted.toLowerCase();
}

function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  // an empty list, or a translation set whose values are all empty
  if (Array.isArray(value))
    return value.some((item) => !(item && typeof item === 'object' && 'language' in item && !item.value));
  return true;
}

export function applyListQuery(
  model: ResourceModel,
  records: Array<Record<string, unknown>>,
  query: ListQuery,
  language = 'fr',
): Array<Record<string, unknown>> {
  const needle = query.q ? fold(query.q) : undefined;
  const filtered = records.filter(
    (record) =>
      query.equals.every(({ field, values }) => values.some((v) => matchesValue(model, field, record[field], v))) &&
      query.exists.every(({ field, present }) => isPresent(record[field]) === present) &&
      (!needle || searchableText(record).includes(needle)),
  );
  if (query.order.length > 0) {
    const sortValue = (record: Record<string, unknown>, field: string) => {
      const value = record[field];
      if (Array.isArray(value)) return fold(translationOf(value, language));
      return typeof value === 'string' ? fold(value) : value;
    };
    filtered.sort((a, b) => {
      for (const { field, direction } of query.order) {
        const x = sortValue(a, field) as string | number | null;
        const y = sortValue(b, field) as string | number | null;
        if (x === y) continue;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
      }
      return (a.id as number) - (b.id as number);
    });
  }
  const start = (query.page - 1) * query.itemsPerPage;
  return filtered.slice(start, start + query.itemsPerPage);
}
