/**
 * Bulk calls on a catalogue's records (docs/bulk-and-trash.md): delete, change one field, restore many. Each item goes
 * through the ordinary write path on its own (same checks, same history entries); the answer says, item by item, what
 * was done and what was refused and why. Shared by the server (server/routes/admin/bulkRecords.ts), the demo API
 * (src/demo/api/) and the console (src/screens/bulk/).
 */
import { fieldsFixedBy } from './catalogueFacts';
import { ApiError, type ErrorBody, invalid, mandatory } from './errors';
import { isId } from './ids';
import type { FieldSpec, ResourceModel, ViewSpec } from './model';

/**
 * The listing filter showing a catalogue's deleted records (« Corbeille »): kept in the address like the others
 * (docs/listing-addresses.md); the console asks `GET /api/<api>/trash` while it is on.
 */
export const TRASH_FILTER = 'trash';

/** Whether a listing's filter values ask for the trash. */
export const showsTrash = (filter: Record<string, unknown> | undefined): boolean =>
  filter?.[TRASH_FILTER] === true || filter?.[TRASH_FILTER] === 'true' || filter?.[TRASH_FILTER] === 1;

/** Ids per bulk call, as records per `POST …/batch`. */
export const MAX_BULK_IDS = 5000;

/** A refused item: the record's id and name (its representation field as stored), and the error body it got. */
export interface RefusedItem {
  id: number;
  label: unknown;
  error: ErrorBody;
}

/** What a bulk call answers: the ids done, and each refused item with its reason, in the order sent. */
export interface BulkOutcome {
  done: number[];
  refused: RefusedItem[];
}

/** The ids of a bulk call's body `{ids: [...]}`: 1 to MAX_BULK_IDS positive ids, each once. */
export function bulkIdsOf(body: unknown): number[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid(undefined, 'body must be an object');
  const ids = (body as { ids?: unknown }).ids;
  if (ids === undefined || ids === null) throw mandatory('ids');
  if (!Array.isArray(ids) || ids.length === 0) throw invalid('ids', 'ids must be a non-empty array of record ids');
  if (ids.length > MAX_BULK_IDS) throw invalid('ids', `at most ${MAX_BULK_IDS} ids a call (${ids.length} sent)`);
  if (!ids.every(isId)) throw invalid('ids', 'ids must be positive integers');
  return [...new Set(ids as number[])];
}

/** A bulk change: the records, the field and its one new value. */
export interface BulkChange {
  ids: number[];
  field: string;
  value: unknown;
}

/**
 * Whether a field can be set to one value on many records at once: a choice among values (an enum, a boolean, one
 * reference), editable, not fixed by the console view the records are listed in. Texts, keys, e-mails, images and
 * lists are a record's own and are not offered.
 */
export function isBulkEditable(spec: FieldSpec | undefined): boolean {
  if (!spec || spec.readOnly || spec.keptOnUpdate) return false;
  return spec.type === 'enum' || spec.type === 'boolean' || spec.type === 'reference';
}

/** The fields a listing of `view` offers to change in bulk, in the model's order. */
export function bulkFieldsOf(model: ResourceModel, view?: ViewSpec): string[] {
  if (!model.verbs.includes('update')) return [];
  const fixed = view ? fieldsFixedBy(view) : new Set<string>();
  return Object.entries(model.fields)
    .filter(([name, spec]) => isBulkEditable(spec) && !fixed.has(name))
    .map(([name]) => name);
}

/**
 * Whether a listing of this catalogue has a selection column: something can be done to several of its records. The
 * console's listing decides it so (src/screens/list/CatalogueDatagrid.tsx), and so does its early listing, at build
 * time (src/early/firstListings.ts).
 */
export const hasBulkActions = (model: ResourceModel, view: ViewSpec): boolean =>
  model.verbs.includes('delete') || bulkFieldsOf(model, view).length > 0;

/** The body of `POST …/bulk-update`: `{ids, field, value}`, the field one of bulkFieldsOf, its value checked later. */
export function bulkChangeOf(model: ResourceModel, body: unknown): BulkChange {
  const ids = bulkIdsOf(body);
  const { field, value } = body as { field?: unknown; value?: unknown };
  if (field === undefined || field === null || field === '') throw mandatory('field');
  if (typeof field !== 'string' || !isBulkEditable(model.fields[field]))
    throw invalid('field', `${String(field)} cannot be changed in bulk (an enum, a boolean or a reference can)`);
  if (value === undefined) throw mandatory('value');
  return { ids, field, value };
}

/**
 * Runs `work` on each id in turn and collects the outcomes: an ApiError refuses that item alone (its body says why),
 * anything else stops the call as any unexpected failure does. `labelOf` names a refused record (null when unknown).
 */
export async function eachItem(
  ids: readonly number[],
  work: (id: number) => Promise<void>,
  labelOf: (id: number) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await work(id);
      outcome.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome.refused.push({ id, label: await labelOf(id), error: error.body() });
    }
  }
  return outcome;
}
