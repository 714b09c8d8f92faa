import type { ColumnChoice, ListingSort, SavedView } from '../../lib/savedViews';
import type { HttpClient } from './httpClient';

/** What the console sends to save a view (lib/savedViews.ts checks it on the server and in the demo). */
export interface SavedViewChanges {
  name?: string;
  filter?: Record<string, unknown>;
  sort?: ListingSort | null;
  columns?: string[] | null;
}

/** The saved views and column choices of an administrator (docs/saved-views.md). */
export function createSavedViewCalls(http: HttpClient) {
  const listingPath = (listing: string) => `/column-choices/${encodeURIComponent(listing)}`;
  return {
    /** The caller's own views of a listing, by name. */
    getSavedViews: (listing: string, signal?: AbortSignal) =>
      http.request<SavedView[]>(`/saved-views?listing=${encodeURIComponent(listing)}`, { signal }),
    /** Any administrator's view, opened by its link. */
    getSavedView: (id: number, signal?: AbortSignal) => http.request<SavedView>(`/saved-views/${id}`, { signal }),
    createSavedView: (listing: string, changes: SavedViewChanges & { name: string }) =>
      http.request<SavedView>('/saved-views', { method: 'POST', body: { listing, ...changes } }),
    updateSavedView: (id: number, changes: SavedViewChanges) =>
      http.request<SavedView>(`/saved-views/${id}`, { method: 'PUT', body: changes }),
    deleteSavedView: (id: number) => http.request<void>(`/saved-views/${id}`, { method: 'DELETE' }),
    getColumnChoice: (listing: string, signal?: AbortSignal) =>
      http.request<ColumnChoice>(listingPath(listing), { signal }),
    /** Keeps the columns shown, in order; null goes back to the listing's own. */
    setColumnChoice: (listing: string, columns: string[] | null) =>
      http.request<ColumnChoice>(listingPath(listing), { method: 'PUT', body: { columns } }),
  };
}

export type SavedViewCalls = ReturnType<typeof createSavedViewCalls>;
