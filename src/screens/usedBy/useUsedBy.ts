import { useInfiniteQuery } from '@tanstack/react-query';
import { type Identifier, useDataProvider } from 'react-admin';
import { USED_BY_PAGE_SIZE, type UsedByEntry, type UsedByPage } from '../../../lib/usedBy';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The first part of every "used by" read's query key. */
export const USED_BY_QUERY_KEY = 'usedBy';

/** The entries of the pages read so far, once each (a page may repeat one after a write elsewhere). */
function entriesOf(pages: UsedByPage[] | undefined): UsedByEntry[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.items.filter((entry) => {
      const key = `${entry.resource}-${entry.id}`;
      return !seen.has(key) && seen.add(key);
    }),
  );
}

/**
 * The records referring to record `id` of the console resource `resource` (GET /api/{resource}/{id}/used-by), a page
 * at a time, oldest first; « Afficher plus » reads the next one. The record page's panel and its delete confirmation
 * share the answer. `total` is undefined until the first page is read.
 */
export function useUsedBy(resource: string, id: Identifier | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useInfiniteQuery({
    queryKey: [USED_BY_QUERY_KEY, resource, String(id)],
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getUsedBy(resource, { id: id as Identifier, page: pageParam, perPage: USED_BY_PAGE_SIZE, signal }),
    initialPageParam: 1,
    getNextPageParam: (_last: UsedByPage, all: UsedByPage[]) =>
      all.length * USED_BY_PAGE_SIZE < all[0].total ? all.length + 1 : undefined,
    enabled: id !== undefined,
    // Asked once more after a failure, then « Réessayer » is the administrator's.
    retry: 1,
  });
  return { ...query, entries: entriesOf(query.data?.pages), total: query.data?.pages[0]?.total };
}

export type UsedByQuery = ReturnType<typeof useUsedBy>;
