import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import {
  Empty,
  InfinitePagination,
  ListActions,
  ListClasses,
  ListToolbar,
  type ListViewProps,
  Offline,
  Title,
  useListContext,
} from 'react-admin';
import { ListQueryProvider, useWholeList, WithRows } from './listContexts';

const defaultActions = <ListActions />;
const defaultPagination = <InfinitePagination />;
const defaultEmpty = <Empty />;
const defaultOffline = <Offline />;

/** What the page shows in place of its toolbar and rows, or `rows`. */
type PageState = 'rows' | 'empty' | 'offline' | 'error';

/**
 * react-admin's <ListView> (same props, classes and look), composed so that appending a page renders only what
 * depends on the rows (docs/long-listings.md). Under InfiniteListingBase, its list context is the query: the title,
 * the toolbar (search and filter form, filter button with its saved queries, create button) read it, and render
 * again only when the query changes. The rows (`children`) and the pagination are given the whole list (WithRows).
 * The page itself reads the whole list to know whether it shows the rows, the empty page, the offline or the load
 * error; what it draws is drawn again only when that, the query or its own props change.
 */
export const ListingPage = ({ render, emptyWhileLoading, offline = defaultOffline, ...props }: ListViewProps) => {
  const query = useListContext();
  const list = useWholeList();
  const {
    data,
    error: failure,
    isPaused,
    isPending,
    isPlaceholderData,
    filterValues,
    total,
    hasNextPage,
    hasPreviousPage,
  } = list;
  const rowCount = data?.length;
  const { children, empty = defaultEmpty, error } = props;
  if ((!children && !render) || (!data && isPending && !isPaused && emptyWhileLoading)) return null;

  const showOffline = isPaused && (isPending || isPlaceholderData) && offline !== false && offline !== undefined;
  const showError = !!failure && error !== false && error !== undefined;
  const showEmpty =
    !failure &&
    !isPending &&
    // no record, whether the API counts them or tells whether there are pages before and after
    (total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && rowCount === 0)) &&
    Object.keys(filterValues).length === 0 &&
    empty !== false;
  const state: PageState = showEmpty ? 'empty' : showOffline ? 'offline' : showError ? 'error' : 'rows';
  return (
    <ListQueryProvider value={query}>
      <PageLayout
        {...props}
        offline={offline}
        state={state}
        defaultTitle={query.defaultTitle}
        resource={query.resource}
      >
        {/* A render function draws from the whole list context: the page is then drawn again at every change. */}
        {render ? render(list) : children}
      </PageLayout>
    </ListQueryProvider>
  );
};

interface PageLayoutProps extends Omit<ListViewProps, 'render' | 'emptyWhileLoading'> {
  state: PageState;
  defaultTitle?: string;
  resource: string;
}

const PageLayout = memo(
  ({
    state,
    defaultTitle,
    resource,
    actions = defaultActions,
    aside,
    filters,
    pagination = defaultPagination,
    children,
    className,
    component: Content = Card,
    title,
    empty = defaultEmpty,
    offline,
    error,
    ...rest
  }: PageLayoutProps) => {
    const hasToolbar = !!(filters || actions);
    const main = (
      <div
        className={
          !hasToolbar || state === 'offline' || state === 'error'
            ? `${ListClasses.main} ${ListClasses.noActions}`
            : ListClasses.main
        }
      >
        {hasToolbar && <ListToolbar className={ListClasses.actions} filters={filters} actions={actions} />}
        <Content className={ListClasses.content}>
          {state === 'offline' ? offline : state === 'error' ? error : <WithRows>{children}</WithRows>}
        </Content>
        {pagination !== false && <WithRows>{pagination}</WithRows>}
      </div>
    );
    return (
      <Root className={['list-page', className].filter(Boolean).join(' ')} {...rest}>
        {title !== false && (
          <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
        )}
        {state === 'empty' ? empty !== false && <div className={ListClasses.noResults}>{empty}</div> : main}
        {aside as ReactNode}
      </Root>
    );
  },
);

/** The root of react-admin's list page, with its styles and its theme's `RaList` overrides. */
const Root = styled('div', {
  name: 'RaList',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  [`& .${ListClasses.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  [`& .${ListClasses.content}`]: {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
  [`& .${ListClasses.noActions}`]: { marginTop: '1em' },
  [`& .${ListClasses.actions}`]: {},
  [`& .${ListClasses.noResults}`]: { flex: 1 },
  // On a phone, room below the last card for react-admin's floating « Créer » button (docs/responsive.md).
  [theme.breakpoints.down('sm')]: { paddingBottom: theme.spacing(10) },
}));
