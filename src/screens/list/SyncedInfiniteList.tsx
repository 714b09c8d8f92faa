import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  HIDE_FILTER,
  type InfiniteListProps,
  InfinitePagination,
  ListContextProvider,
  type ListControllerResult,
  Loading,
  queryReducer,
  removeEmpty,
  SET_FILTER,
  SET_PAGE,
  SET_PER_PAGE,
  SET_SORT,
  SHOW_FILTER,
  type SortPayload,
  useListContext,
  useLocation,
  useNavigate,
  useNotify,
} from 'react-admin';
import { TRASH_FILTER } from '../../../lib/bulk';
import { compareIdentifiers } from '../../../lib/identifierOrder';
import { isFilterable, isSortable } from '../../../lib/listRules';
import type { ResourceModel } from '../../../lib/model';
import { defaultSortOf } from '../defaultSort';
import { isMissingTranslationFilter } from '../translation/missingTranslationFilter';
import { InfiniteListingBase } from './InfiniteListingBase';
import { ListingPage } from './ListingPage';

/** The path the router shows now (the console uses react-admin's hash router; a path router works too). */
function shownPath(): string {
  const { hash, pathname } = window.location;
  return hash.startsWith('#/') ? (hash.slice(1).split('?')[0] ?? '') : pathname;
}

type ListParams = Parameters<typeof queryReducer>[0];
type ListAction = Parameters<typeof queryReducer>[1];

/** The list parameters a listing shows now, as react-admin keeps them in the address. */
const paramsOf = (list: ListControllerResult): ListParams => ({
  sort: list.sort.field,
  order: list.sort.order,
  page: list.page,
  perPage: list.perPage,
  filter: list.filterValues,
  displayedFilters: list.displayedFilters,
});

/** The address's query for list parameters, as react-admin's `useListParams` writes it: keys in order, objects as JSON. */
function searchOf(params: ListParams): string {
  const entries = Object.entries({
    ...params,
    filter: JSON.stringify(params.filter ?? {}),
    displayedFilters: JSON.stringify(params.displayedFilters ?? {}),
  })
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => compareIdentifiers(a, b));
  return `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * The listing's search, filters, sort and page changes, applied only while the listing is the page shown.
 * They travel in the address, and a search is applied after its debounce (0.5 s): a row opened in between left
 * the listing, whose late search then brought the page back to it. React keeps the listing on screen while the
 * next page loads, so the late change still finds it; once the address has moved on, the change is dropped.
 * Each change is written to the address in the same task that checks it (react-admin's own setters write it in a
 * timer: a click on a row that a busy browser handled before that timer opened the row, then the timer brought the
 * listing back). Changes made in one task (an address corrected in sort, filters and size) build on each other and
 * make one history entry, as react-admin's do.
 */
function ShownPageParams({ children }: { children: ReactNode }) {
  const list = useListContext();
  const navigate = useNavigate();
  const listingPath = useRef(useLocation().pathname);
  const latest = useRef(list);
  latest.current = list;
  /** The parameters written by this task's earlier changes, until the task ends. */
  const written = useRef<ListParams | undefined>(undefined);
  const guarded = useMemo(() => {
    const apply = (action: ListAction) => {
      if (shownPath() !== listingPath.current) return;
      const earlier = written.current;
      const params = queryReducer(earlier ?? paramsOf(latest.current), action);
      if (earlier === undefined) setTimeout(() => (written.current = undefined), 0);
      written.current = params;
      navigate(
        { pathname: listingPath.current, search: searchOf(params) },
        { replace: earlier !== undefined, state: { _scrollToTop: action.type === SET_PAGE } },
      );
    };
    return {
      setFilters: (filter: Record<string, unknown>, displayedFilters?: Record<string, boolean>) =>
        apply({ type: SET_FILTER, payload: { filter: removeEmpty(filter), displayedFilters } }),
      setSort: (sort: SortPayload) => apply({ type: SET_SORT, payload: sort }),
      setPage: (page: number) => apply({ type: SET_PAGE, payload: page }),
      setPerPage: (perPage: number) => apply({ type: SET_PER_PAGE, payload: perPage }),
      showFilter: (filterName: string, defaultValue?: unknown) =>
        apply({ type: SHOW_FILTER, payload: { filterName, defaultValue } }),
      hideFilter: (filterName: string) => apply({ type: HIDE_FILTER, payload: filterName }),
    };
  }, [navigate]);
  const value = useMemo(() => ({ ...list, ...guarded }) as ListControllerResult, [list, guarded]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/**
 * An address is typed, pasted or bookmarked: what the API cannot list by (an unknown sort or filter) is taken
 * out with a message naming it, and the page size is the listing's own, so the next pages follow (a page
 * shorter than asked for ends the listing). A page past the last goes back to the first (react-admin).
 */
function AddressCheck({ model, perPage, children }: { model: ResourceModel; perPage?: number; children: ReactNode }) {
  const list = useListContext();
  const notify = useNotify();
  const unknownFilters = Object.keys(list.filterValues ?? {}).filter(
    (key) =>
      key !== 'q' &&
      !isFilterable(model, key) &&
      !isMissingTranslationFilter(model, key) &&
      !(key === TRASH_FILTER && model.verbs.includes('delete')),
  );
  const unknownSort = list.sort?.field && !isSortable(model, list.sort.field) ? list.sort.field : undefined;
  const otherSize = perPage !== undefined && list.perPage !== perPage;
  const problems = otherSize || unknownSort || unknownFilters.length > 0 ? [unknownSort, ...unknownFilters] : [];
  const latest = useRef({ list, notify });
  latest.current = { list, notify };
  const problemKey = JSON.stringify(problems);
  useEffect(() => {
    const [sortField, ...filterKeys] = JSON.parse(problemKey) as (string | null)[];
    if (problemKey === '[]') return;
    const { list, notify } = latest.current;
    const refused = [sortField, ...filterKeys].filter((name): name is string => !!name);
    if (refused.length > 0) {
      notify('screens.list.addressRefused', { type: 'warning', messageArgs: { names: refused.join(', ') } });
    }
    if (sortField) list.setSort(defaultSortOf(model));
    if (filterKeys.length > 0) {
      const kept = Object.entries(list.filterValues).filter(([key]) => !filterKeys.includes(key));
      list.setFilters(Object.fromEntries(kept), list.displayedFilters);
    }
    if (perPage !== undefined) list.setPerPage(perPage);
  }, [problemKey, model, perPage]);
  return children;
}

const defaultAuthLoading = <Loading />;
const defaultPagination = <InfinitePagination />;

/**
 * react-admin's <InfiniteList> (same props) with its parameters in the address, so a filtered, sorted listing
 * can be bookmarked or shared, and in the tab's store, so it is found again when coming back to the listing.
 * Its page is ListingPage: appending a page of rows does not draw the title, toolbar or filter form again.
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
  model,
  ...rest
}: Omit<InfiniteListProps, 'disableSyncWithLocation'> & {
  /** The catalogue listed: an address asking for what its API cannot list by is corrected, with a message. */
  model?: ResourceModel;
}) => (
  <InfiniteListingBase
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
  >
    <ShownPageParams>
      {model ? (
        <AddressCheck model={model} perPage={perPage}>
          <ListingPage {...rest} pagination={pagination} />
        </AddressCheck>
      ) : (
        <ListingPage {...rest} pagination={pagination} />
      )}
    </ShownPageParams>
  </InfiniteListingBase>
);
