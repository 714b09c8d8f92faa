/** The pure parts of the calls over catalogues (docs/alias-calls.md), for server/routes/admin/aliases.ts and the demo API. */
import { z } from 'zod';
import { fixedValuesOf } from './catalogueFacts';
import { ApiError, invalid } from './errors';
import type { ListQuery } from './listRules';
import { type ResourceModel, viewsOf } from './model';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const listOf = (raw: unknown): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];

export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** One field of a component's form, as the console sends it to `POST /api/components/{id}/fields`. */
const componentField = z.looseObject({
  id: z.number().int().nullish(),
  displayOrder: z.number().int().min(0).nullish(),
});
export const componentFields = z.array(componentField).max(500);

/** A filter fixed by the call replaces whatever the client sent for that field. */
export function withFilter(query: ListQuery, field: string, values: string[]): ListQuery {
  return { ...query, equals: [...query.equals.filter((f) => f.field !== field), { field, values }] };
}

/** A view's own list call: `GET /api/<model api>/<path>`, the model's list with `fixed` field values. */
export interface ViewListCall {
  path: string;
  fixed: Array<[field: string, value: unknown]>;
}

/** The list calls of views with a `listPath` (e.g. `/api/pedagogical-sheets/minidiag`, docs/alias-calls.md). */
export function viewListCalls(model: ResourceModel): ViewListCall[] {
  return viewsOf(model).flatMap((view) =>
    view.listPath ? [{ path: view.listPath, fixed: Object.entries(fixedValuesOf(view)) }] : [],
  );
}

/** A view list's fixed values replace whatever the client sent for those fields. */
export function withFixedValues(query: ListQuery, fixed: ViewListCall['fixed']): ListQuery {
  return fixed.reduce((current, [field, value]) => withFilter(current, field, [String(value)]), query);
}

/** The fields of a component's form in the order asked (displayOrder, else their place), numbered from 0. */
export function orderedComponentFields(fields: z.infer<typeof componentFields>, panelId: number) {
  return fields
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.displayOrder ?? a.index) - (b.item.displayOrder ?? b.index) || a.index - b.index)
    .map(
      ({ item }, displayOrder) =>
        ({ ...item, displayOrder, examPanelTypeId: panelId }) as Record<string, unknown> & { id?: number | null },
    );
}

type ComponentField = ReturnType<typeof orderedComponentFields>[number];

/**
 * Replaces a component's fields: items with an id of this component are updated, the others created,
 * the current ones left out removed. A refused item names its position in the error's message.
 */
export async function replaceComponentFields(
  ordered: ComponentField[],
  currentIds: Set<number>,
  write: {
    update(id: number, item: ComponentField): Promise<unknown>;
    create(item: ComponentField): Promise<unknown>;
    remove(id: number): Promise<unknown>;
  },
): Promise<void> {
  const kept = new Set<number>();
  for (const [index, item] of ordered.entries()) {
    const existing = typeof item.id === 'number' && item.id > 0;
    if (existing && (!currentIds.has(item.id as number) || kept.has(item.id as number)))
      throw invalid('id', `item ${index}: id ${item.id} is not a field of this component`);
    try {
      if (existing) {
        kept.add(item.id as number);
        await write.update(item.id as number, item);
      } else await write.create(item);
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(error.status, error.code, error.field, `item ${index}: ${error.message}`);
      throw error;
    }
  }
  for (const id of currentIds) if (!kept.has(id)) await write.remove(id);
}

/** The query of `GET /api/exam-panels/{id}/attribute-values`: attribute ids and calendar dates. */
export function checkAttributeValuesQuery(query: Record<string, unknown>): void {
  const attributeIds = [...listOf(query.filterAttributeId), ...listOf(query['filterAttributeId[]'])];
  if (attributeIds.some((id) => !/^\d{1,10}$/.test(id))) throw invalid('filterAttributeId');
  const dates = [...listOf(query.filterDate), ...listOf(query['filterDate[]'])];
  if (dates.some((date) => !isCalendarDate(date))) throw invalid('filterDate', 'filterDate must be YYYY-MM-DD');
}
