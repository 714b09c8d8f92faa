import type { SearchAnswer } from '../../lib/globalSearch';
import type { HttpClient } from './httpClient';

/** The global search (docs/search.md): one query over every catalogue, best matches first. */
export function createSearchCalls(http: HttpClient) {
  return {
    searchEverything: (params: { q: string; limit?: number; signal?: AbortSignal }) => {
      const query = new URLSearchParams({ q: params.q });
      if (params.limit !== undefined) query.set('limit', String(params.limit));
      return http.request<SearchAnswer>(`/search?${query}`, { signal: params.signal });
    },
  };
}

export type SearchCalls = ReturnType<typeof createSearchCalls>;
