import type { Transaction } from 'kysely';
import { NAMED_DEPENDENTS } from '../../lib/errors';
import { changesBetween, changesOfCreation, type FieldChange, recordEntry, revertedRecord } from '../../lib/history';
import { isId } from '../../lib/ids';
import type { ResourceModel } from '../../lib/model';
import { keptFields, keyNameOf, parentKeyOf, validationError } from '../../lib/records';
import type { IfMatch } from '../../lib/recordVersion';
import { validateRecord } from '../../lib/validation';
import type { Json } from '../db/connection';
import type { Database, EntityRow } from '../db/schema';
import { sendWrites } from '../db/sendWrites';
import { notFound, protectedResource } from '../errors';
import type { Author } from '../history/entries';
import type { StoreContext } from './context';
import { insertUnplacedRow, lockRow, lockSiblings, nextOrder, placeNewRecord } from './ordering';
import type { CallerCheck, CreateRules } from './ports';
import { readRecord, type VersionedRecord, writtenRecord } from './recordReads';
import { dependentsOf, referringRecords } from './referrers';
import { findRowSharing, now, refWrites, sameReferences, writeRefs } from './rows';
import { runTransaction } from './transactions';
import { checkStoredVersion, versionWrites } from './versions';
import { assignVersion, checkWrite, referencedIdsIn, storeImages, uniqueClash } from './writeChecks';

/** Creates one record from a client's body: checked, written with its references, index and account, placed last. */
export async function createRecord(
  store: StoreContext,
  model: ResourceModel,
  input: unknown,
  inTrx?: Transaction<Database>,
  author: Author = { id: null },
  rules?: CreateRules,
): Promise<Json> {
  const checked = validateRecord(model, input, undefined, rules);
  if (!checked.ok) throw validationError(checked.problem);
  return runTransaction(
    store.db,
    async (trx) => {
      const data = checked.data;
      await checkWrite(store, trx, model, data);
      if (model.versioned) await assignVersion(trx, model, data);
      await storeImages(store, trx, model, data, checked.images);
      const id = await insertUnplacedRow(trx, model, data);
      await writeRefs(trx, model, id, data, true);
      await store.listIndex.write(trx, model, [{ id, data }], true);
      if (model.account) await store.accounts.created(trx, model, id, data, rules?.mailCredentials);
      await store.history.record(trx, {
        author,
        ...recordEntry(model, 'create', id, data, changesOfCreation(model, data)),
      });
      const { record } = await readRecord(store, model, id, trx);
      return placeNewRecord(store, trx, model, id, data, record);
    },
    inTrx,
  ).catch((error) => uniqueClash(model, error));
}

/** What the history says of a record the server composes: who, as what action, and what the fields do not show. */
export interface InternalNote {
  author: Author;
  action?: 'create' | 'upload';
  /** E.g. an uploaded image's size (never its bytes). */
  extra?: FieldChange[];
}

/**
 * Inserts a record the server composes itself (read-only fields included, no validation), e.g. an
 * uploaded image overlay; `complete` adds the fields that need the new id.
 */
export async function createInternalRecord(
  store: StoreContext,
  model: ResourceModel,
  data: Json,
  complete?: (id: number) => Json,
  note: InternalNote = { author: { id: null } },
): Promise<Json> {
  return runTransaction(store.db, async (trx) => {
    const id = await insertUnplacedRow(trx, model, data);
    const full = { ...data, ...complete?.(id) };
    if (complete)
      await trx
        .updateTable('entities')
        .set({ data: JSON.stringify(full) })
        .where('id', '=', id)
        .execute();
    await writeRefs(trx, model, id, full, true);
    await store.listIndex.write(trx, model, [{ id, data: full }], true);
    await store.history.record(trx, {
      author: note.author,
      ...recordEntry(model, note.action ?? 'create', id, full, [
        ...changesOfCreation(model, full),
        ...(note.extra ?? []),
      ]),
    });
    const { record } = await readRecord(store, model, id, trx);
    return placeNewRecord(store, trx, model, id, full, record);
  });
}

/** Who made an update, and whether it was a revert (to which entry): what its history entry says. */
export interface UpdateNote {
  author: Author;
  revertedTo?: number;
}

/**
 * An update, refused (409 / 1204) when `ifMatch` names versions the stored record no longer has: checked
 * under the row's lock, so two updates made on one version cannot both pass (docs/record-versions.md).
 */
export async function updateRecord(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  input: unknown,
  ifMatch: IfMatch,
  inTrx?: Transaction<Database>,
  caller?: CallerCheck,
  note: UpdateNote = { author: { id: null } },
): Promise<VersionedRecord> {
  const { postgres } = store;
  return runTransaction(
    store.db,
    async (trx) => {
      // PostgreSQL: the records the body refers to are read and locked for share with the row (checkWrite).
      const { row, shared } = await findRowSharing(
        trx,
        model,
        id,
        postgres,
        caller,
        postgres ? referencedIdsIn(model, input) : [],
      );
      const current = JSON.parse(row.data) as Json;
      await checkStoredVersion(trx, model, row, current, ifMatch, input);
      const checked = validateRecord(model, input, current);
      if (!checked.ok) throw validationError(checked.problem);
      const data = { ...keptFields(model, current), ...checked.data };
      const referenced = await checkWrite(store, trx, model, data, id, row.key_name, shared);
      await storeImages(store, trx, model, data, checked.images);
      const parentKey = parentKeyOf(model, data);
      const moved = parentKey !== row.parent_key;
      if (moved) await lockSiblings(store, trx, model, parentKey);
      const written: EntityRow = {
        ...row,
        data: JSON.stringify(data),
        key_name: keyNameOf(model, data),
        parent_key: parentKey,
        display_order: moved ? await nextOrder(trx, model, parentKey) : row.display_order,
        updated_at: now(),
        version: row.version + 1,
      };
      // An update that changes no stored field records nothing (its version still counts it).
      const changes = changesBetween(model, current, data);
      // The row, its version, its references and its index in one statement on PostgreSQL (server/db/sendWrites.ts).
      await sendWrites(trx, postgres, [
        trx
          .updateTable('entities')
          .set({
            data: written.data,
            key_name: written.key_name,
            parent_key: written.parent_key,
            display_order: written.display_order,
            updated_at: written.updated_at,
            version: written.version,
          })
          .where('id', '=', id),
        ...versionWrites(trx, row),
        ...(sameReferences(model, current, data) ? [] : refWrites(trx, model, id, data)),
        // The index rows stored are derived from the record as locked, not read (ListIndex.storedOf).
        ...(await store.listIndex.writesFor(trx, model, [{ id, data }], false, referenced, new Map([[id, current]]))),
        // Its history entry too, in the same statement: recording costs no round trip (docs/history.md).
        ...store.history.writes(
          trx,
          changes.length === 0
            ? []
            : [
                {
                  author: note.author,
                  ...recordEntry(
                    model,
                    note.revertedTo === undefined ? 'update' : 'revert',
                    id,
                    data,
                    changes,
                    note.revertedTo,
                  ),
                },
              ],
        ),
      ]);
      await store.listIndex.nameChanged(trx, model, id, current, data);
      if (model.account) await store.accounts.updated(trx, model, id, data);
      return writtenRecord(store, trx, model, written, referenced);
    },
    inTrx,
  ).catch((error) => uniqueClash(model, error));
}

/** Disables a record no active record refers to (soft delete), with its account and its uploaded file. */
export async function removeRecord(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  author: Author,
  inTrx?: Transaction<Database>,
): Promise<void> {
  const actorId = author.id;
  const fileId = await runTransaction(
    store.db,
    async (trx) => {
      const row = await lockRow(store, trx, model, id);
      const referring = await referringRecords(trx, model, id, { limit: NAMED_DEPENDENTS });
      if (referring.total > 0) throw protectedResource(dependentsOf(store.models, referring), referring.total);
      await trx.updateTable('entities').set({ deleted_at: now(), deleted_by: actorId }).where('id', '=', id).execute();
      await store.listIndex.remove(trx, [id]);
      if (model.account) await store.accounts.removed(trx, model, id);
      const data = JSON.parse(row.data) as Json;
      await store.history.record(trx, { author, ...recordEntry(model, 'delete', id, data) });
      return data.fileId;
    },
    inTrx,
  );
  if (isId(fileId)) await store.images.remove(inTrx ?? store.db, fileId, actorId);
}

/**
 * Puts a record's editable fields back to how they were right after one of its revisions (docs/history.md,
 * "Revert"): the later entries' changes are undone on the stored record, and the result is saved as any update is
 * (same checks, same refusals: a key taken since, a record referred to deleted since), recorded as a `revert`.
 * A deleted record, or an entry that is not one of this record's, answers 404.
 */
export async function revertRecord(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  revisionId: number,
  author: Author,
): Promise<VersionedRecord> {
  return runTransaction(store.db, async (trx) => {
    const row = await lockRow(store, trx, model, id);
    // The revision and every later entry of the record, newest first: a record's writes take turns on its row, so
    // their entries' ids are in the order the writes were applied. The revision, if it is one of the record's, is last.
    const entries = await trx
      .selectFrom('history_entries')
      .select(['id', 'changes'])
      .where('record_id', '=', id)
      .where('catalogue', '=', model.name)
      .where('id', '>=', revisionId)
      .orderBy('id', 'desc')
      .execute();
    if (entries.at(-1)?.id !== revisionId) throw notFound('revision');
    const later = entries.slice(0, -1);
    const current = JSON.parse(row.data) as Json;
    const body = revertedRecord(
      model,
      current,
      later.map((entry) => JSON.parse(entry.changes) as FieldChange[]),
    );
    return updateRecord(store, model, id, body, { check: false }, trx, undefined, {
      author,
      revertedTo: revisionId,
    });
  });
}
