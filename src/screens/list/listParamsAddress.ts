import type { queryReducer } from 'react-admin';
import { compareIdentifiers } from '../../../lib/identifierOrder';

/** A listing's parameters as react-admin keeps them in the address: sort, order, page, perPage, filter, displayedFilters. */
export type ListParams = Parameters<typeof queryReducer>[0];

/** The address's query for list parameters, as react-admin's `useListParams` writes it: keys in order, objects as JSON. */
export function searchOf(params: ListParams): string {
  const entries = Object.entries({
    ...params,
    filter: JSON.stringify(params.filter ?? {}),
    displayedFilters: JSON.stringify(params.displayedFilters ?? {}),
  })
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => compareIdentifiers(a, b));
  return `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`).join('&')}`;
}
