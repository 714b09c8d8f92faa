/**
 * Pure rules about stored records that the server's store and the console's demo API both apply:
 * what a record references (checked on write, protecting it from deletion), its key and sibling group,
 * the summary a reference embeds, and how a move renumbers a sibling group.
 */
import { ApiError, duplicate, invalid, mandatory, missingTranslation } from './errors';
import type { FieldSpec, RelationSpec, ResourceModel } from './model';
import { keyFieldOf } from './model';
import { jsonReferencesOf } from './transfer/jsonReferences';
import { validateRecord } from './validation';

type Json = Record<string, unknown>;

/**
 * The ids a field's value references, by catalogue: a reference, a reference list, ids inside JSON items
 * (`itemReferences`), or the records a display condition's rules test (`entityId`, in the catalogue its `entity` names:
 * lib/conditionEntities.ts). Empty when the field holds none.
 */
export function referencedIds(spec: FieldSpec, value: unknown): Array<{ resource: string; ids: number[] }> {
  if (spec.type === 'reference') return [{ resource: spec.model, ids: typeof value === 'number' ? [value] : [] }];
  if (spec.type === 'references')
    return [{ resource: spec.model, ids: Array.isArray(value) ? (value as number[]) : [] }];
  if (spec.type !== 'json') return [];
  const byResource = new Map<string, Set<number>>();
  for (const { model, reference } of jsonReferencesOf(spec, value))
    if (typeof reference === 'number' && reference > 0)
      byResource.set(model, (byResource.get(model) ?? new Set()).add(reference));
  return [...byResource].map(([resource, ids]) => ({ resource, ids: [...ids] }));
}

/** Every reference a record holds, fields and relation lists alike: what a delete of the target checks. */
export function referencesOf(model: ResourceModel, data: Json): Array<{ field: string; resource: string; id: number }> {
  const refs: Array<{ field: string; resource: string; id: number }> = [];
  for (const [field, spec] of Object.entries(model.fields))
    for (const { resource, ids } of referencedIds(spec, data[field]))
      for (const id of ids) refs.push({ field, resource, id });
  for (const spec of Object.values(model.relations ?? {})) {
    const items = (data[spec.field] ?? []) as Array<{ id: number }>;
    for (const item of items) refs.push({ field: spec.field, resource: spec.model, id: item.id });
  }
  return refs;
}

/** The summary a reference field with `embed` shows of its target, derived from the target's model. */
export { summaryOf } from './catalogueFacts';

/** The unique key of a keyed record, compared case-insensitively; null when the catalogue has none. */
export function keyNameOf(model: ResourceModel, data: Json): string | null {
  const keyField = keyFieldOf(model);
  const value = keyField ? data[keyField] : undefined;
  return typeof value === 'string' ? value.toLowerCase() : null;
}

/** The sibling group of an orderable record: its parent's id, or '' at the top level. */
export function parentKeyOf(model: ResourceModel, data: Json): string {
  const parent = model.orderable?.parent;
  return parent && data[parent] !== null && data[parent] !== undefined ? String(data[parent]) : '';
}

/**
 * A display-order move: `siblings` in their current order, `id` taken out and put back at `position`
 * (past the end: last); every sibling numbered densely from 0.
 */
export function moveInGroup<T extends { id: number }>(
  siblings: readonly T[],
  id: number,
  position: number,
): Array<{ id: number; displayOrder: number }> {
  const moving = siblings.find((s) => s.id === id);
  if (!moving) return siblings.map((s, index) => ({ id: s.id, displayOrder: index }));
  const ordered = siblings.filter((s) => s.id !== id);
  ordered.splice(Math.min(position, ordered.length), 0, moving);
  return ordered.map((s, index) => ({ id: s.id, displayOrder: index }));
}

/** What a write must be checked against the stored records, read from the record itself. */
export interface WriteChecks {
  /** The key field and its folded value, unique among active records of the catalogue. */
  key?: { field: string; value: string };
  /** Referenced records that must exist and be active. */
  references: Array<{ field: string; resource: string; ids: number[] }>;
  /** Addresses that must not belong to another account. */
  emails: Array<{ field: string; email: string }>;
}

/** The checks a create (no `selfId`) or an update needs; a record referencing itself is refused here. */
export function writeChecksOf(model: ResourceModel, data: Json, selfId?: number): WriteChecks {
  const keyField = keyFieldOf(model);
  const keyName = keyNameOf(model, data);
  const checks: WriteChecks = { references: [], emails: [] };
  if (keyField && keyName) checks.key = { field: keyField, value: keyName };
  for (const [field, spec] of Object.entries(model.fields)) {
    for (const referenced of referencedIds(spec, data[field])) {
      if (referenced.ids.length === 0) continue;
      if (selfId !== undefined && referenced.ids.includes(selfId) && referenced.resource === model.name)
        throw invalid(field, 'self reference');
      checks.references.push({ field, ...referenced });
    }
    if (spec.type === 'email' && spec.unique && typeof data[field] === 'string')
      checks.emails.push({ field, email: data[field] as string });
  }
  return checks;
}

/** Relation lists and versions live outside the form's fields: kept on update. */
export function keptFields(model: ResourceModel, current: Json): Json {
  const kept: Json = {};
  for (const spec of Object.values(model.relations ?? {}))
    if (spec.field in current) kept[spec.field] = current[spec.field];
  if (model.versioned && model.versioned.field in current) kept[model.versioned.field] = current[model.versioned.field];
  return kept;
}

/** The body of a relation write (`[{id, role?}]`, `[id]` or `{items}`), checked: 400 / 1203 otherwise. */
export function relationItems(spec: RelationSpec, body: unknown): Json[] {
  const raw = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(raw) || raw.length > 1000) throw invalid('items');
  const items = raw.map((entry) => {
    const item = typeof entry === 'number' ? { id: entry } : (entry as Json);
    if (!item || typeof item !== 'object' || !Number.isSafeInteger(item.id) || (item.id as number) < 1)
      throw invalid('id');
    const out: Json = { id: item.id };
    if (spec.role) {
      const role = item[spec.role.name] ?? spec.role.default;
      if (typeof role !== 'string' || !spec.role.values.includes(role)) throw invalid(spec.role.name);
      out[spec.role.name] = role;
    }
    return out;
  });
  const unique = new Set(items.map((i) => `${i.id}:${spec.role ? i[spec.role.name] : ''}`));
  if (unique.size !== items.length) throw invalid('items', 'duplicate item');
  return items;
}

/** A write refused by the model's validation: 400 / 1202 for a missing value, else 400 / 1203. */
export function validationError(problem: { code: string; field: string; missingLanguages?: string[] }): ApiError {
  if (problem.code !== 'mandatory') return invalid(problem.field);
  return problem.missingLanguages?.length
    ? missingTranslation(problem.field, problem.missingLanguages)
    : mandatory(problem.field);
}

/** A record refused within a bulk write: its error, with its position as `index`. */
export function atIndex(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(error.status, error.code, error.field, error.message, { ...error.extra, index }, error.headers);
}

/** The bulk path's first pass: each record validated as a single write is (images are refused in bulk). */
export function validatedBatch(model: ResourceModel, inputs: readonly unknown[]): Json[] {
  return inputs.map((input, index) => {
    const result = validateRecord(model, input);
    if (!result.ok) throw atIndex(validationError(result.problem), index);
    if (Object.keys(result.images).length) throw atIndex(invalid('imageBase64', 'no images in a bulk write'), index);
    return result.data;
  });
}

/** The bulk path's second pass: keys unique within the batch too, then the store's `check` of each record. */
export async function checkBatch(
  model: ResourceModel,
  records: readonly Json[],
  check: (data: Json) => Promise<void> | void,
): Promise<void> {
  const keyNames = new Set<string>();
  for (const [index, data] of records.entries()) {
    const keyName = keyNameOf(model, data);
    if (keyName && keyNames.has(keyName)) throw atIndex(duplicate(keyFieldOf(model) ?? 'keyName'), index);
    if (keyName) keyNames.add(keyName);
    try {
      await check(data);
    } catch (error) {
      throw atIndex(error, index);
    }
  }
}
