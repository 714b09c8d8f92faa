/**
 * "Used by" (docs/search.md): the active records referring to one record — through a reference, a reference list, a
 * relation list or ids inside a JSON list (lib/records.ts referencesOf) — paged, each named and linked to its view.
 * The server (server/routes/admin/usedBy.ts) and the demo API answer `GET /api/{resource}/{id}/used-by` with these rules.
 */
import type { RecordLink } from './recordLink';

export const USED_BY_PAGE_SIZE = 25;
export const USED_BY_MAX_PAGE_SIZE = 100;

/** One record referring to the one asked about. */
/** A record referring to the one asked about. */
export type UsedByEntry = RecordLink;

/** A page of referring records, oldest first, and how many refer to the record in all. */
export interface UsedByPage {
  items: UsedByEntry[];
  total: number;
}

export type ParsedUsedByQuery =
  | { ok: true; page: number; itemsPerPage: number }
  | { ok: false; field: 'page' | 'itemsPerPage'; message: string };

/** Reads `page` (from 1) and `itemsPerPage` (default 25, at most 100: more is read as 100). */
export function parseUsedByQuery(raw: Record<string, unknown>): ParsedUsedByQuery {
  const read = (name: 'page' | 'itemsPerPage', fallback: number) => {
    const value = Array.isArray(raw[name]) ? (raw[name] as unknown[])[0] : raw[name];
    if (value === undefined) return fallback;
    return typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
  };
  const page = read('page', 1);
  if (page === undefined) return { ok: false, field: 'page', message: 'page is a whole number from 1' };
  const itemsPerPage = read('itemsPerPage', USED_BY_PAGE_SIZE);
  if (itemsPerPage === undefined)
    return { ok: false, field: 'itemsPerPage', message: 'itemsPerPage is a whole number from 1' };
  return { ok: true, page, itemsPerPage: Math.min(itemsPerPage, USED_BY_MAX_PAGE_SIZE) };
}
