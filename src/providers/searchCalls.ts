import type { Identifier } from 'react-admin';
import type { SearchAnswer } from '../../lib/globalSearch';
import type { UsedByPage } from '../../lib/usedBy';
import type { HttpClient } from './httpClient';
import { apiTargetOf } from './models';

/** The global search (docs/search.md): one query over every catalogue, best matches first; and "used by". */
export function createSearchCalls(http: HttpClient) {
  return {
    searchEverything: (params: { q: string; limit?: number; signal?: AbortSignal }) => {
      const query = new URLSearchParams({ q: params.q });
      if (params.limit !== undefined) query.set('limit', String(params.limit));
      return http.request<SearchAnswer>(`/search?${query}`, { signal: params.signal });
    },
    /** The records referring to a record of a console resource, oldest first, a page of them and their total. */
    getUsedBy: (resource: string, params: { id: Identifier; page: number; perPage: number; signal?: AbortSignal }) =>
      http.request<UsedByPage>(
        `${apiTargetOf(resource).path}/${params.id}/used-by?page=${params.page}&itemsPerPage=${params.perPage}`,
        { signal: params.signal },
      ),
  };
}

export type SearchCalls = ReturnType<typeof createSearchCalls>;
