import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider } from 'react-admin';
import type { HistoryEntry } from '../../../lib/history';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ActivityFilter, HistoryResult } from '../../providers/historyCalls';

/** The first part of every history read's query key: a revert refreshes them all. */
export const HISTORY_QUERY_KEY = 'history';

/** Entries read a page at a time; « Afficher plus » reads the next one. */
export const HISTORY_PAGE_SIZE = 10;

/** The entries of the pages read so far, newest first, once each (a page may repeat one after a new write). */
function entriesOf(pages: HistoryResult[] | undefined): HistoryEntry[] {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.data.filter((entry) => !seen.has(entry.id) && seen.add(entry.id)));
}

function usePagedHistory(
  key: unknown[],
  read: (page: number, signal: AbortSignal) => Promise<HistoryResult>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    enabled,
    queryKey: [HISTORY_QUERY_KEY, ...key],
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryResult, all: HistoryResult[]) => (last.hasNextPage ? all.length + 1 : undefined),
    // A new version of the record, or other filters: the entries shown stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  return { ...query, entries: entriesOf(query.data?.pages) };
}

/**
 * A record's revisions, newest first, read again when its version changes (`version`: its ETag; a save or a revert
 * made from this page or elsewhere and read since).
 */
export function useRevisions(resource: string, id: Identifier, version: unknown) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return usePagedHistory(['revisions', resource, String(id), String(version ?? '')], (page, signal) =>
    dataProvider.getRevisions(resource, { id, page, perPage: HISTORY_PAGE_SIZE, signal }),
  );
}

/** The activity feed with `filter`, newest first; nothing read while `filter` is undefined (filters not valid yet). */
export function useActivity(filter: ActivityFilter | undefined, perPage = HISTORY_PAGE_SIZE * 2) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return usePagedHistory(
    ['activity', filter ?? null, perPage],
    (page, signal) => dataProvider.getActivity({ filter: filter ?? {}, page, perPage, signal }),
    filter !== undefined,
  );
}
