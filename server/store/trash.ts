import type { Transaction } from 'kysely';
import { representationOf } from '../../lib/catalogueFacts';
import { recordEntry } from '../../lib/history';
import { isId } from '../../lib/ids';
import { applyListQuery, type ListQuery } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import type { Json } from '../db/connection';
import type { Database, EntityRow } from '../db/schema';
import { invalid, notFound } from '../errors';
import type { Author } from '../history/entries';
import type { StoreContext } from './context';
import { lockSiblings, nextOrder } from './ordering';
import { readRecord, type VersionedRecord } from './recordReads';
import { toRecord } from './rows';
import { decorate } from './summaries';
import { runTransaction } from './transactions';
import { checkWrite, uniqueClash } from './writeChecks';

/*
 * The trash (docs/bulk-and-trash.md): a catalogue's deleted records, listed with the listing's rules and put back
 * with their checks. A delete only marks a row (`deleted_at`); its data, references and history stay.
 */

/**
 * One page of a catalogue's deleted records, newest deletion first unless the query orders otherwise, each with its
 * `deletedAt`. The list index holds active records only, so the trash is read from the catalogue's deleted rows and
 * the query (filters, search, order, page) applied in memory by the listing's own rules (lib/listRules.ts).
 */
export async function trashPage(
  store: StoreContext,
  model: ResourceModel,
  query: ListQuery,
  language: string,
): Promise<Json[]> {
  const rows = await store.db
    .selectFrom('entities')
    .selectAll()
    .where('resource', '=', model.name)
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const records = await decorate(
    store,
    store.db,
    model,
    rows.map((row) => ({ ...toRecord(model, row), deletedAt: row.deleted_at })),
  );
  const names = await referencedNames(store, model, records);
  return applyListQuery(model, records, query, language, (_resource, id) => names.get(id)) as Json[];
}

/** The names of the records the trash's records refer to (one statement a referenced catalogue), for ordering. */
async function referencedNames(store: StoreContext, model: ResourceModel, records: Json[]) {
  const names = new Map<number, unknown>();
  const byModel = new Map<string, Set<number>>();
  for (const [field, spec] of Object.entries(model.fields))
    if (spec.type === 'reference')
      for (const record of records)
        if (isId(record[field])) {
          const ids = byModel.get(spec.model) ?? new Set<number>();
          ids.add(record[field] as number);
          byModel.set(spec.model, ids);
        }
  for (const [resource, ids] of byModel) {
    const target = store.models.byName.get(resource);
    if (!target) continue;
    const rows = await store.db
      .selectFrom('entities')
      .select(['id', 'data'])
      .where('id', 'in', [...ids])
      .execute();
    for (const row of rows) names.set(row.id, (JSON.parse(row.data) as Json)[representationOf(target)]);
  }
  return names;
}

/** A deleted record of the catalogue, locked until the transaction ends on PostgreSQL; 404 when there is none. */
async function deletedRow(
  store: StoreContext,
  trx: Transaction<Database>,
  model: ResourceModel,
  id: number,
): Promise<EntityRow> {
  if (!isId(id)) throw notFound(model.name);
  const select = trx
    .selectFrom('entities')
    .selectAll()
    .where('id', '=', id)
    .where('resource', '=', model.name)
    .where('deleted_at', 'is not', null);
  const row = await (store.postgres ? select.forUpdate() : select).executeTakeFirst();
  if (!row) throw notFound(model.name);
  return row;
}

/**
 * Puts a deleted record back, checked as a write of it would be now: its key name or e-mail taken since is the
 * usual 409 / 1201 on that field, a record it refers to deleted since the usual 400 / 1203 on the reference, the
 * catalogue's own rules as on any save. It takes the place after its siblings, gets its account back (signing in
 * with new credentials: its sessions stayed revoked), and is recorded as a `restore` entry. A record whose uploaded
 * file went with it (an image overlay) cannot be restored: 400 / 1203 on `fileId`.
 */
export async function restoreRecord(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  author: Author,
  inTrx?: Transaction<Database>,
): Promise<VersionedRecord> {
  return runTransaction(
    store.db,
    async (trx) => {
      const row = await deletedRow(store, trx, model, id);
      const data = JSON.parse(row.data) as Json;
      if (isId(data.fileId)) throw invalid('fileId', 'the uploaded file was removed with the record');
      await checkWrite(store, trx, model, data, id);
      await lockSiblings(store, trx, model, row.parent_key);
      await trx
        .updateTable('entities')
        .set({
          deleted_at: null,
          deleted_by: null,
          display_order: await nextOrder(trx, model, row.parent_key),
        })
        .where('id', '=', id)
        .execute();
      await store.listIndex.write(trx, model, [{ id, data }], true);
      if (model.account) await store.accounts.restored(trx, model, id);
      await store.history.record(trx, { author, ...recordEntry(model, 'restore', id, data) });
      return readRecord(store, model, id, trx);
    },
    inTrx,
  ).catch((error) => uniqueClash(model, error));
}
