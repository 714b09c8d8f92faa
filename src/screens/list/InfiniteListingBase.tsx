import { type ReactNode, useMemo } from 'react';
import {
  type InfiniteListControllerProps,
  InfinitePaginationContext,
  ListContextProvider,
  OptionalResourceContextProvider,
  useInfiniteListController,
  useIsAuthPending,
} from 'react-admin';
import { useListQuery, WholeListProvider } from './listContexts';

interface InfiniteListingBaseProps extends InfiniteListControllerProps {
  /** Shown while the authentication and access checks are pending. */
  authLoading?: ReactNode;
  /** Shown while the first page loads, if given (otherwise the page shows, its table showing the wait). */
  loading?: ReactNode;
  children: ReactNode;
}

/**
 * react-admin's <InfiniteListBase> (its controller, resource, pagination and auth waits) with the list context in
 * two parts (listContexts.tsx): its children's list context holds the query and changes only with it; the whole
 * list, rows included, is for WithRows. Offline, error and empty pages are the listing page's (ListingPage).
 */
export const InfiniteListingBase = ({ authLoading, loading, children, ...props }: InfiniteListingBaseProps) => {
  const list = useInfiniteListController(props);
  const query = useListQuery(list);
  const isAuthPending = useIsAuthPending({ resource: list.resource, action: 'list' });
  const { hasNextPage, fetchNextPage, isFetchingNextPage, hasPreviousPage, fetchPreviousPage, isFetchingPreviousPage } =
    list;
  const pagination = useMemo(
    () => ({
      hasNextPage,
      fetchNextPage,
      isFetchingNextPage,
      hasPreviousPage,
      fetchPreviousPage,
      isFetchingPreviousPage,
    }),
    [hasNextPage, fetchNextPage, isFetchingNextPage, hasPreviousPage, fetchPreviousPage, isFetchingPreviousPage],
  );
  const checksAccess = !props.disableAuthentication && isAuthPending;
  const showAuthLoading = checksAccess && authLoading !== false && authLoading !== undefined;
  const showLoading = !list.isPaused && (checksAccess || list.isPending) && loading !== false && loading !== undefined;
  return (
    <OptionalResourceContextProvider value={props.resource}>
      <WholeListProvider value={list}>
        <ListContextProvider value={query}>
          <InfinitePaginationContext.Provider value={pagination}>
            {showAuthLoading ? authLoading : showLoading ? loading : children}
          </InfinitePaginationContext.Provider>
        </ListContextProvider>
      </WholeListProvider>
    </OptionalResourceContextProvider>
  );
};
