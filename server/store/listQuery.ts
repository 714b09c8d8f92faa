import { type ListQuery, parseListQuery as readListQuery } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import { invalid } from '../errors';

export type { ListQuery } from '../../lib/listRules';
export { MAX_ITEMS_PER_PAGE } from '../../lib/listRules';

/** A list call's query string (docs/product-rules.md, "Query string"); 400 / 1203 on the first invalid parameter. */
export function parseListQuery(model: ResourceModel, query: Record<string, unknown>): ListQuery {
  const parsed = readListQuery(model, query);
  if (!parsed.ok) throw invalid(parsed.field, parsed.message);
  return parsed.query;
}
