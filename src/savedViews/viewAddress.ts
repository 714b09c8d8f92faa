import type { SortPayload } from 'react-admin';
import { PAGE_SIZE } from '../../lib/queryString';
import type { ListingState } from '../../lib/savedViews';
import { searchOf } from '../screens/list/listParamsAddress';

/** The address parameter naming a saved view: `#/<listing>?view=<id>` opens it (docs/saved-views.md). */
export const VIEW_PARAMETER = 'view';

/** A view's console path, as its link carries it. */
export const viewPath = (listing: string, id: number) => `/${listing}?${VIEW_PARAMETER}=${id}`;

/** A view's link to send to a colleague: this console's address opening the view. */
export function viewLink(listing: string, id: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${viewPath(listing, id)}`;
}

/** The view id an address asks for, if any (an id that is not a number is refused by the API as unknown). */
export function viewIdIn(search: string): string | undefined {
  return new URLSearchParams(search).get(VIEW_PARAMETER) ?? undefined;
}

/**
 * The listing's address query showing a view's rows: its filters (those beyond the search and switches shown in the
 * filter form), its sort (else the listing's own), from the first page.
 */
export function listingSearchOf(state: ListingState, defaultSort: SortPayload): string {
  const sort = state.sort ?? defaultSort;
  return searchOf({
    filter: state.filter,
    displayedFilters: Object.fromEntries(Object.keys(state.filter).map((key) => [key, true])),
    sort: sort.field,
    order: sort.order,
    page: 1,
    perPage: PAGE_SIZE,
  });
}
