import type { SortPayload } from 'react-admin';
import { existsConstraintsOf } from '../../../lib/catalogueFacts';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { defaultSortOf } from '../defaultSort';

/** Why rows cannot be dragged right now, or `null` when the list shows exactly one sibling group in order. */
export type ReorderBlock = 'notOrderable' | 'filtered' | 'chooseParent' | null;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function reorderBlockOf(
  model: ResourceModel,
  view: ViewSpec,
  filterValues: Record<string, unknown>,
  sort: SortPayload,
): ReorderBlock {
  if (!model.orderable) return 'notOrderable';
  const parent = model.orderable.parent;
  const defaultSort = defaultSortOf(model);
  if (sort.field !== defaultSort.field || sort.order !== defaultSort.order) return 'filtered';
  const active = Object.entries(filterValues).filter(([, value]) => isSet(value));
  if (active.some(([field]) => field !== parent)) return 'filtered';
  if (!parent) return null;
  const parentless = existsConstraintsOf(view)[parent] === false;
  return parentless || isSet(filterValues[parent]) ? null : 'chooseParent';
}
