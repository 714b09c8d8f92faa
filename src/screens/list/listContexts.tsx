import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ListContextProvider, type ListControllerResult, useListContext } from 'react-admin';

/**
 * A listing's list context in two parts (docs/long-listings.md), so that a page of rows arriving renders only
 * what draws rows. React renders every reader of a context whose provider gets a new value, even below another
 * provider of it: the list context that the page, its toolbar, search and filter form, saved queries and
 * headers read must therefore not change while pages load. It holds the query (QUERY_KEYS); the whole list
 * (rows included) is given to the rows and the pagination only, by WithRows.
 */
const QUERY_KEYS = [
  'resource',
  'defaultTitle',
  'filter',
  'filterValues',
  'displayedFilters',
  'setFilters',
  'showFilter',
  'hideFilter',
  'sort',
  'setSort',
  'page',
  'perPage',
  'setPage',
  'setPerPage',
  'selectedIds',
  'onSelect',
  'onToggleItem',
  'onUnselectItems',
  'onSelectAll',
  'exporter',
  'getData',
  'refetch',
  'isLoading',
  'isPending',
  'error',
] as const satisfies readonly (keyof ListControllerResult)[];

/**
 * The list context without what moves while pages load (`data`, `total`, `hasNextPage`, `isFetching`…): a new
 * value only when the query, the selection or the first load's state changes. `data` read from it is undefined,
 * as while a list first loads: what draws from the rows goes inside WithRows.
 */
export function useListQuery(list: ListControllerResult): ListControllerResult {
  const deps = QUERY_KEYS.map((key) => list[key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the values QUERY_KEYS name.
  return useMemo(() => Object.fromEntries(QUERY_KEYS.map((key) => [key, list[key]])) as ListControllerResult, deps);
}

/** The whole list, rows included: a new value at every change of the list controller. */
const WholeListContext = createContext<ListControllerResult | undefined>(undefined);

export const WholeListProvider = WholeListContext.Provider;

/** The whole list where a listing's base gives it (InfiniteListingBase), else react-admin's list context. */
export function useWholeList(): ListControllerResult {
  const whole = useContext(WholeListContext);
  const list = useListContext();
  return whole ?? list;
}

/**
 * Gives its children the whole list as their list context: the rows, the pagination. The query's functions are
 * those of the list context here (a listing page guards them: SyncedInfiniteList), not the controller's own.
 */
export function WithRows({ children }: { children: ReactNode }) {
  const whole = useContext(WholeListContext);
  const query = useListContext();
  const value = useMemo(() => (whole ? { ...whole, ...query } : query), [whole, query]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/** The listing's query, kept for the parts drawn among the rows that need no rows (WithListQuery). */
const ListQueryContext = createContext<ListControllerResult | undefined>(undefined);

export const ListQueryProvider = ListQueryContext.Provider;

/**
 * Gives its children the listing's query as their list context, inside WithRows: the column headers, whose
 * function then runs as rows arrive but finds nothing changed, so draws nothing again.
 */
export function WithListQuery({ children }: { children: ReactNode }) {
  const query = useContext(ListQueryContext);
  if (!query) return children;
  return <ListContextProvider value={query}>{children}</ListContextProvider>;
}
