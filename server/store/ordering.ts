import { sql, type Transaction } from 'kysely';
import { moveChanges, recordEntry } from '../../lib/history';
import type { ResourceModel } from '../../lib/model';
import { keyNameOf, moveInGroup, parentKeyOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import type { Database, EntityRow } from '../db/schema';
import { notFound } from '../errors';
import type { Author } from '../history/entries';
import type { StoreContext } from './context';
import { activeRows, findRow, now } from './rows';
import { runTransaction } from './transactions';

/*
 * Where a record stands among its siblings (the records sharing its parent), and the locks that keep positions dense
 * and unique while PostgreSQL runs writes in parallel.
 */

/** The position of a row created in a transaction that has not yet placed it among its siblings. */
const UNPLACED = -1;

/** Inserts a new record's row, not yet placed among its siblings (see placeNewRecord). */
export async function insertUnplacedRow(trx: Transaction<Database>, model: ResourceModel, data: Json): Promise<number> {
  const stamp = now();
  const inserted = await trx
    .insertInto('entities')
    .values({
      resource: model.name,
      data: JSON.stringify(data),
      key_name: keyNameOf(model, data),
      parent_key: parentKeyOf(model, data),
      display_order: UNPLACED,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * The last step of a create: the new record takes the position after its siblings' last one, and the
 * record answered (read and decorated before) gets it. Creates within one sibling group take turns only
 * for this statement and their commit (PostgreSQL's advisory lock), not for the whole write.
 */
export async function placeNewRecord(
  store: StoreContext,
  trx: Transaction<Database>,
  model: ResourceModel,
  id: number,
  data: Json,
  record: Json,
): Promise<Json> {
  const parentKey = parentKeyOf(model, data);
  await lockSiblings(store, trx, model, parentKey);
  // The new row (still UNPLACED, below every position) is among the rows compared: an empty group gives 0.
  const placed = await trx
    .updateTable('entities')
    .set({
      display_order: sql<number>`(select max(s.display_order) + 1 from entities s
        where s.resource = ${model.name} and s.deleted_at is null and s.parent_key = ${parentKey})`,
    })
    .where('id', '=', id)
    .returning('display_order')
    .executeTakeFirstOrThrow();
  if (model.orderable) record.displayOrder = placed.display_order;
  return record;
}

/** The position after the last of a sibling group (0 for an empty one). */
export async function nextOrder(db: Db, model: ResourceModel, parentKey: string): Promise<number> {
  // not activeRows(): PostgreSQL refuses `select *` beside an aggregate
  const last = await db
    .selectFrom('entities')
    .where('resource', '=', model.name)
    .where('deleted_at', 'is', null)
    .where('parent_key', '=', parentKey)
    .select((eb) => eb.fn.max('display_order').as('max'))
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/**
 * PostgreSQL runs writes in parallel: creates and moves within one sibling group take turns, so that
 * positions stay dense and unique. (SQLite has one writer at a time.)
 */
export async function lockSiblings(
  store: Pick<StoreContext, 'postgres'>,
  trx: Db,
  model: ResourceModel,
  parentKey: string,
): Promise<void> {
  if (store.postgres) await sql`select pg_advisory_xact_lock(hashtext(${`${model.name}/${parentKey}`}))`.execute(trx);
}

/**
 * The record about to be deleted, locked until the transaction ends on PostgreSQL: a write referencing it (which
 * holds it shared, see assertExists and findRowSharing) and its delete cannot both succeed. (An update locks its row
 * with findRowSharing.)
 */
export function lockRow(
  store: Pick<StoreContext, 'postgres'>,
  trx: Db,
  model: ResourceModel,
  id: number,
): Promise<EntityRow> {
  return findRow(trx, model, id, store.postgres);
}

/** Moves a record to `position` among its siblings and renumbers the group densely. */
export async function reorder(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  position: number,
  author: Author = { id: null },
): Promise<Array<{ id: number; displayOrder: number }>> {
  return runTransaction(store.db, async (trx) => {
    const row = await findRow(trx, model, id);
    await lockSiblings(store, trx, model, row.parent_key);
    const siblings = await activeRows(trx, model.name)
      .where('parent_key', '=', row.parent_key)
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    if (!siblings.some((s) => s.id === id)) throw notFound(model.name);
    const result = moveInGroup(siblings, id, position);
    const before = new Map(siblings.map((sibling) => [sibling.id, sibling.display_order]));
    const moved = result.flatMap((placed) =>
      before.get(placed.id) === placed.displayOrder ? [] : [{ id: placed.id, index: placed.displayOrder }],
    );
    // One statement renumbers every sibling that moved.
    for (let start = 0; start < moved.length; start += 500) {
      const part = moved.slice(start, start + 500);
      await trx
        .updateTable('entities')
        .set({
          display_order: sql<number>`case id ${sql.join(
            part.map((m) => sql`when ${m.id} then cast(${m.index} as integer)`),
            sql` `,
          )} end`,
        })
        .where(
          'id',
          'in',
          part.map((m) => m.id),
        )
        .execute();
    }
    // One entry, the moved record's: its siblings kept their order among themselves.
    const changes = moveChanges(row.display_order, result.find((sibling) => sibling.id === id)?.displayOrder);
    if (changes.length > 0)
      await store.history.record(trx, {
        author,
        ...recordEntry(model, 'move', id, JSON.parse(row.data) as Json, changes),
      });
    return result;
  });
}
