import type { GetListParams, SortPayload } from 'react-admin';
import { showsTrash, TRASH_FILTER } from '../../lib/bulk';
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
  const { path, query, trash } = listTargetOf(resource, filter);
  // The trash's own order (newest deletion first) in place of positions among siblings that no longer hold.
  const order = trash && sort?.field === 'displayOrder' ? {} : orderOf(sort);
  return `${path}?${listQuery({ ...query, ...order }, pagination?.page ?? 1, pagination?.perPage ?? PAGE_SIZE)}`;
}

/**
 * Where a listing's records are read and with which filters: the view's list call, or with the trash filter on
 * (lib/bulk.ts TRASH_FILTER) the catalogue's deleted records (`<api>/trash`) narrowed by the view's fixed filter.
 */
export function listTargetOf(resource: string, filter: Record<string, unknown> = {}) {
  const target = apiTargetOf(resource);
  const { [TRASH_FILTER]: _trash, ...filters } = filter;
  if (showsTrash(filter)) return { path: `${target.path}/trash`, query: { ...filters, ...target.filter }, trash: true };
  return { path: target.list.path, query: { ...filters, ...target.list.filter }, trash: false };
}
