/**
 * The saved views and column choices of server/routes/admin/savedViews.ts answered by the demo API
 * (docs/saved-views.md), with the rules of lib/savedViews.ts, kept in the tab's state.
 */

import { accessDenied, duplicate, invalid, notFound } from '../../../lib/errors';
import type { ResourceModel } from '../../../lib/model';
import {
  bodyObject,
  checkedColumns,
  checkedListing,
  checkedName,
  checkedState,
  type ListingState,
  listingsOf,
  nameKeyOf,
  type SavedView,
  stateAsOfNow,
  VIEWS_PER_LISTING_MAX,
} from '../../../lib/savedViews';
import { type Access, type Call, type Handler, idOf } from './calls';
import { type DemoState, nowIso, type SavedViewRow } from './state';

type On = (method: string, path: string, access: Access, handler: Handler) => void;

/** A path's listing name as the server reads it (decoded). */
function listingParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The caller's account id. */
const callerOf = (call: Call) => Number(call.claims?.sub);

export function savedViewRoutes(models: readonly ResourceModel[], state: () => DemoState, on: On): void {
  const listings = listingsOf(models);
  const views = () => {
    const current = state();
    current.savedViews ??= [];
    return current.savedViews;
  };
  const answer = (row: SavedViewRow, caller: number): SavedView => ({
    id: row.id,
    listing: row.listing,
    name: row.name,
    ...stateAsOfNow(listings.get(row.listing), row.state),
    ownerId: row.ownerId,
    ownerEmail: state().users.find((user) => user.id === row.ownerId)?.email ?? null,
    owned: row.ownerId === caller,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
  const found = (raw: string) => {
    const row = views().find((view) => view.id === idOf(raw));
    if (!row) throw notFound('saved view');
    return row;
  };
  const refuseTakenName = (owner: number, listing: string, name: string, except?: number) => {
    const key = nameKeyOf(name);
    if (
      views().some(
        (view) =>
          view.ownerId === owner && view.listing === listing && view.id !== except && nameKeyOf(view.name) === key,
      )
    )
      throw duplicate('name');
  };
  const byName = (a: SavedViewRow, b: SavedViewRow) =>
    a.listing < b.listing ? -1 : a.listing > b.listing ? 1 : nameKeyOf(a.name) < nameKeyOf(b.name) ? -1 : 1;

  on('GET', '/api/saved-views', 'admin', (call) => {
    const caller = callerOf(call);
    const listing = typeof call.query.listing === 'string' ? call.query.listing : undefined;
    return views()
      .filter((view) => view.ownerId === caller && (listing === undefined || view.listing === listing))
      .sort(byName)
      .map((view) => answer(view, caller));
  });
  on('GET', '/api/saved-views/:id', 'admin', (call, [id]) => answer(found(id), callerOf(call)));
  on('POST', '/api/saved-views', 'admin', (call) => {
    const caller = callerOf(call);
    const body = bodyObject(call.body);
    const listing = checkedListing(listings, body.listing);
    const name = checkedName(body.name);
    const listingState: ListingState = checkedState(listing, body);
    refuseTakenName(caller, listing.name, name);
    if (
      views().filter((view) => view.ownerId === caller && view.listing === listing.name).length >= VIEWS_PER_LISTING_MAX
    )
      throw invalid('listing', `at most ${VIEWS_PER_LISTING_MAX} views a listing`);
    const current = state();
    const id = current.nextSavedViewId ?? 1;
    current.nextSavedViewId = id + 1;
    const now = nowIso();
    const row: SavedViewRow = {
      id,
      ownerId: caller,
      listing: listing.name,
      name,
      state: listingState,
      createdAt: now,
      updatedAt: now,
    };
    views().push(row);
    return { status: 201, body: answer(row, caller) };
  });
  on('PUT', '/api/saved-views/:id', 'admin', (call, [id]) => {
    const caller = callerOf(call);
    const row = found(id);
    if (row.ownerId !== caller) throw accessDenied('only its owner changes a saved view');
    const body = bodyObject(call.body);
    if ('listing' in body && body.listing !== row.listing) throw invalid('listing', 'a view stays on its listing');
    const listing = checkedListing(listings, row.listing);
    const name = 'name' in body ? checkedName(body.name) : row.name;
    const listingState = checkedState(listing, body, row.state);
    refuseTakenName(caller, row.listing, name, row.id);
    Object.assign(row, { name, state: listingState, updatedAt: nowIso() });
    return answer(row, caller);
  });
  on('DELETE', '/api/saved-views/:id', 'admin', (call, [id]) => {
    const row = found(id);
    if (row.ownerId !== callerOf(call)) throw accessDenied('only its owner deletes a saved view');
    state().savedViews = views().filter((view) => view !== row);
    return { status: 204 };
  });

  const choices = () => {
    const current = state();
    current.columnChoices ??= [];
    return current.columnChoices;
  };
  on('GET', '/api/column-choices/:listing', 'admin', (call, [raw]) => {
    const { name } = checkedListing(listings, listingParam(raw));
    const caller = callerOf(call);
    const choice = choices().find((kept) => kept.ownerId === caller && kept.listing === name);
    return { listing: name, columns: choice?.columns ?? null };
  });
  on('PUT', '/api/column-choices/:listing', 'admin', (call, [raw]) => {
    const { name } = checkedListing(listings, listingParam(raw));
    const caller = callerOf(call);
    const body = bodyObject(call.body);
    if (!('columns' in body)) throw invalid('columns', 'columns is required (null: the listing’s own)');
    const columns = checkedColumns(body.columns);
    const others = choices().filter((kept) => !(kept.ownerId === caller && kept.listing === name));
    state().columnChoices = columns === null ? others : [...others, { ownerId: caller, listing: name, columns }];
    return { listing: name, columns };
  });
}
