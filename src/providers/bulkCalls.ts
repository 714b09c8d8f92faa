import type { Identifier, RaRecord } from 'react-admin';
import { type BulkOutcome, MAX_BULK_IDS } from '../../lib/bulk';
import { encodeQuery } from '../../lib/queryString';
import type { HttpClient } from './httpClient';
import { listTargetOf } from './listPath';
import { apiTargetOf } from './models';

/** The ids a listing's filters match on every page (`GET …/ids`, or `…/trash/ids` with the trash filter on). */
export interface MatchingIds {
  ids: Identifier[];
  total: number;
}

/**
 * Selection, bulk actions and the trash (docs/bulk-and-trash.md). A selection larger than a call takes
 * (lib/bulk.ts MAX_BULK_IDS) is sent in turns, and their outcomes are answered as one.
 */
export function createBulkCalls(http: HttpClient) {
  const { request } = http;
  const inTurns = async (ids: Identifier[], send: (part: Identifier[]) => Promise<BulkOutcome>) => {
    const outcome: BulkOutcome = { done: [], refused: [] };
    for (let start = 0; start < ids.length; start += MAX_BULK_IDS) {
      const part = await send(ids.slice(start, start + MAX_BULK_IDS));
      outcome.done.push(...part.done);
      outcome.refused.push(...part.refused);
    }
    return outcome;
  };
  const bulk = (resource: string, tail: string, ids: Identifier[], extra: Record<string, unknown> = {}) =>
    inTurns(ids, (part) =>
      request<BulkOutcome>(`${apiTargetOf(resource).path}/${tail}`, { method: 'POST', body: { ids: part, ...extra } }),
    );

  return {
    /** Every id the listing's filters and search match (its fixed filter included), and how many. */
    matchingIds: async (resource: string, filter: Record<string, unknown>) => {
      const { path, query } = listTargetOf(resource, filter);
      return { data: await request<MatchingIds>(`${path}/ids?${encodeQuery(query)}`) };
    },
    bulkDelete: async (resource: string, ids: Identifier[]) => ({ data: await bulk(resource, 'bulk-delete', ids) }),
    bulkUpdate: async (resource: string, ids: Identifier[], field: string, value: unknown) => ({
      data: await bulk(resource, 'bulk-update', ids, { field, value }),
    }),
    restoreMany: async (resource: string, ids: Identifier[]) => ({ data: await bulk(resource, 'restore', ids) }),
    restore: async (resource: string, id: Identifier) => ({
      data: await request<RaRecord>(`${apiTargetOf(resource).path}/${id}/restore`, { method: 'POST', body: {} }),
    }),
  };
}

export type BulkCalls = ReturnType<typeof createBulkCalls>;
