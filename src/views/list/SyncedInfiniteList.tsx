import { type ReactNode, useMemo, useRef } from 'react';
import {
  InfiniteListBase,
  type InfiniteListProps,
  InfinitePagination,
  ListContextProvider,
  type ListControllerResult,
  ListView,
  Loading,
  useListContext,
  useLocation,
} from 'react-admin';

/** The path the router shows now (the console uses react-admin's hash router; a path router works too). */
function shownPath(): string {
  const { hash, pathname } = window.location;
  return hash.startsWith('#/') ? (hash.slice(1).split('?')[0] ?? '') : pathname;
}

/**
 * The listing's search, filters, sort and page changes, applied only while the listing is the page shown.
 * They travel in the address, and a search is applied after its debounce (0.5 s): a row opened in between left
 * the listing, whose late search then brought the page back to it. React keeps the listing on screen while the
 * next page loads, so the late change still finds it; once the address has moved on, the change is dropped.
 */
function ShownPageParams({ children }: { children: ReactNode }) {
  const list = useListContext();
  const listingPath = useRef(useLocation().pathname);
  const { setFilters, setSort, setPage, setPerPage, showFilter, hideFilter } = list;
  const guarded = useMemo(() => {
    const whileShown =
      <Args extends unknown[]>(change: (...args: Args) => void) =>
      (...args: Args) => {
        if (shownPath() === listingPath.current) change(...args);
      };
    return {
      setFilters: whileShown(setFilters),
      setSort: whileShown(setSort),
      setPage: whileShown(setPage),
      setPerPage: whileShown(setPerPage),
      showFilter: whileShown(showFilter),
      hideFilter: whileShown(hideFilter),
    };
  }, [setFilters, setSort, setPage, setPerPage, showFilter, hideFilter]);
  const value = useMemo(() => ({ ...list, ...guarded }) as ListControllerResult, [list, guarded]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

const defaultAuthLoading = <Loading />;
const defaultPagination = <InfinitePagination />;

/**
 * react-admin's <InfiniteList> (same props) with its parameters in the address, so a filtered, sorted listing
 * can be bookmarked or shared, and in the tab's store, so it is found again when coming back to the listing.
 */
export const SyncedInfiniteList = ({
  debounce,
  disableAuthentication,
  exporter,
  filter,
  filterDefaultValues,
  authLoading = defaultAuthLoading,
  loading,
  perPage,
  queryOptions,
  resource,
  sort,
  storeKey,
  pagination = defaultPagination,
  ...rest
}: Omit<InfiniteListProps, 'disableSyncWithLocation'>) => (
  <InfiniteListBase
    debounce={debounce}
    disableAuthentication={disableAuthentication}
    exporter={exporter}
    filter={filter}
    filterDefaultValues={filterDefaultValues}
    authLoading={authLoading}
    loading={loading}
    perPage={perPage}
    queryOptions={queryOptions}
    resource={resource}
    sort={sort}
    storeKey={storeKey}
    offline={false}
  >
    <ShownPageParams>
      <ListView {...rest} pagination={pagination} />
    </ShownPageParams>
  </InfiniteListBase>
);
