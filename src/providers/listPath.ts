import type { GetListParams, SortPayload } from 'react-admin';
import { listQuery, PAGE_SIZE } from '../../lib/queryString';
import { apiTargetOf } from './models';

/** What a listing asks for: the page, its size, the sort and the filters. */
export type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

const orderOf = (sort?: SortPayload) =>
  sort?.field ? { order: { [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' } } : {};

/**
 * The API address of a list page: the view's path and fixed filter, the sort as `order[field]`. Light (no react-admin
 * code): the dataProvider and the console's first script (src/early/) build the same address with it.
 */
export function listPathOf(resource: string, { pagination, sort, filter }: ListParams): string {
  const { path, filter: fixed } = apiTargetOf(resource).list;
  const query = listQuery(
    { ...filter, ...fixed, ...orderOf(sort) },
    pagination?.page ?? 1,
    pagination?.perPage ?? PAGE_SIZE,
  );
  return `${path}?${query}`;
}
