import type { ResourceModel } from '../../lib/model';
import { keyFieldOf } from '../../lib/model';
import { writeChecksOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import { uniqueIndexHit } from '../db/databaseErrors';
import { duplicate } from '../errors';
import type { StoreContext } from './context';
import { checkRecordRules } from './recordRules';
import { activeRows, assertExists, type ReferencedRow, referencedIds } from './rows';

/*
 * What every write checks and completes before its rows are written: unique key, referenced records, account
 * e-mails, the catalogue's own rules; the next version number of a versioned record; images sent as base64.
 */

/**
 * `storedKey`: the key name the updated record's row holds. Kept, it needs no check: the unique index over active
 * rows already gives it to this record alone. `locked`: referenced records already read and locked for share in
 * this transaction, not read again. Answers the referenced records, by id.
 */
export async function checkWrite(
  store: StoreContext,
  db: Db,
  model: ResourceModel,
  data: Json,
  selfId?: number,
  storedKey?: string | null,
  locked: readonly ReferencedRow[] = [],
): Promise<Map<number, ReferencedRow>> {
  const { key, references, emails } = writeChecksOf(model, data, selfId);
  if (key && key.value !== storedKey) {
    const clash = await activeRows(db, model.name).where('key_name', '=', key.value).select('id').executeTakeFirst();
    if (clash && clash.id !== selfId) throw duplicate(key.field);
  }
  const known = new Map(locked.map((row) => [row.id, row]));
  const referenced = new Map<number, ReferencedRow>();
  for (const { field, resource, ids } of references) {
    const unknown: number[] = [];
    for (const id of ids) {
      const row = known.get(id);
      if (row?.resource === resource) referenced.set(id, row);
      else unknown.push(id);
    }
    // The referenced records exist, and on PostgreSQL stay so until the write commits (their delete waits).
    for (const row of await assertExists(db, resource, unknown, field, store.postgres)) referenced.set(row.id, row);
  }
  for (const { field, email } of emails) await store.accounts.assertEmailFree(db, email, field, selfId);
  await checkRecordRules(db, store.models, model, data, selfId);
  return referenced;
}

/** The ids a body (not yet checked) names in the model's reference fields: those an update will check. */
export function referencedIdsIn(model: ResourceModel, input: unknown): number[] {
  if (!input || typeof input !== 'object') return [];
  const body = input as Json;
  return Object.entries(model.fields).flatMap(([field, spec]) =>
    referencedIds(spec, body[field]).flatMap((referenced) => referenced.ids),
  );
}

/** A versioned record (`versioned`) takes the number after the highest of its group. */
export async function assignVersion(db: Db, model: ResourceModel, data: Json): Promise<void> {
  const { field, groupBy } = model.versioned!;
  const rows = await activeRows(db, model.name).select('data').execute();
  const versions = rows
    .map((r) => JSON.parse(r.data) as Json)
    .filter((other) => groupBy.every((g) => other[g] === data[g]))
    .map((other) => Number(other[field]) || 0);
  data[field] = Math.max(0, ...versions) + 1;
}

/** Saves the images a body sent as base64; the record keeps the path they are served from and their name. */
export async function storeImages(
  store: Pick<StoreContext, 'images'>,
  db: Db,
  model: ResourceModel,
  data: Json,
  images: Record<string, { base64: string; originalName: string }>,
): Promise<void> {
  for (const [field, image] of Object.entries(images)) {
    const saved = await store.images.saveBase64(db, image.base64, image.originalName, `${model.name}.${field}`);
    data[`${field}Path`] = saved.path;
    data[`${field}OriginalName`] = saved.originalName;
  }
}

/**
 * PostgreSQL runs requests in parallel: two writes of one keyName or e-mail both pass checkWrite, one hits the
 * index. That one is answered as the duplicate checkWrite would have found.
 */
export function uniqueClash(model: ResourceModel, error: unknown): never {
  const hit = uniqueIndexHit(error);
  if (hit === 'keyName') throw duplicate(keyFieldOf(model) ?? 'keyName');
  if (hit === 'email' && model.account) throw duplicate(model.account.email);
  throw error;
}
