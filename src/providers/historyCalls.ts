import type { Identifier, RaRecord } from 'react-admin';
import type { HistoryAction, HistoryEntry } from '../../lib/history';
import { encodeQuery } from '../../lib/queryString';
import type { HttpClient } from './httpClient';
import { apiTargetOf } from './models';
import { withEtag } from './recordEtag';

/** A page of a history listing: 1-based, at most 1000 entries (docs/history.md). */
export interface HistoryPage {
  page: number;
  perPage: number;
}

/** The activity feed's filters (docs/history.md, "The API"); dates as ISO dates or date-times. */
export interface ActivityFilter {
  actor?: Identifier;
  catalogue?: string;
  record?: Identifier;
  action?: HistoryAction;
  from?: string;
  to?: string;
}

/** A page of entries, newest first; a page shorter than asked is the last (the API's partial paging). */
export interface HistoryResult {
  data: HistoryEntry[];
  hasNextPage: boolean;
}

const pageQuery = ({ page, perPage }: HistoryPage) => ({ page, itemsPerPage: perPage });

/** The history calls (docs/history.md): a record's revisions, the activity feed, and a revert. */
export function createHistoryCalls(http: HttpClient) {
  const read = async (path: string, query: Record<string, unknown>, perPage: number, signal?: AbortSignal) => {
    const data = await http.request<HistoryEntry[]>(`${path}?${encodeQuery(query)}`, { signal });
    return { data, hasNextPage: data.length === perPage } satisfies HistoryResult;
  };
  return {
    /** The entries of one record of a console resource (any of its model's views), newest first. */
    getRevisions: (resource: string, params: { id: Identifier; signal?: AbortSignal } & HistoryPage) =>
      read(`${apiTargetOf(resource).path}/${params.id}/revisions`, pageQuery(params), params.perPage, params.signal),
    /** Every recorded write and sign-in, newest first, narrowed by `filter`. */
    getActivity: (params: { filter: ActivityFilter; signal?: AbortSignal } & HistoryPage) =>
      read('/activity', { ...params.filter, ...pageQuery(params) }, params.perPage, params.signal),
    /**
     * Puts a record's editable fields back to how they were right after a revision; answers the record as a save
     * does, with its new version (`_etag`), recorded by the server as a `revert` entry.
     */
    revertRecord: async <T extends RaRecord>(resource: string, params: { id: Identifier; revisionId: number }) => {
      const { body, etag } = await http.requestWithEtag<T>(
        `${apiTargetOf(resource).path}/${params.id}/revisions/${params.revisionId}/revert`,
        { method: 'POST' },
      );
      return { data: withEtag(body, etag) };
    },
  };
}

export type HistoryCalls = ReturnType<typeof createHistoryCalls>;
