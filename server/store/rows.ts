import { type AliasedRawBuilder, sql } from 'kysely';
import { isId } from '../../lib/ids';
import type { ResourceModel } from '../../lib/model';
import { referencesOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import type { EntityRow } from '../db/schema';
import type { Write } from '../db/sendWrites';
import { invalid, notFound } from '../errors';
import type { AccountOfRecord, CallerCheck } from './ports';

export { referencedIds } from '../../lib/records';

/*
 * The row primitives the record, relation and list code share.
 */

export const now = () => new Date().toISOString();

export function activeRows(db: Db, resource: string) {
  return db.selectFrom('entities').selectAll().where('resource', '=', resource).where('deleted_at', 'is', null);
}

/**
 * `forUpdate`: the row stays locked until the transaction ends (PostgreSQL; SQLite has one writer at a time).
 * `caller`: the caller's account check, answered by the same statement and settled before the row is looked at
 * (a refused account gets 401 / 1100, never the row nor its 404; server/auth/accountCheck.ts).
 */
export async function findRow(
  db: Db,
  model: ResourceModel,
  id: number,
  forUpdate = false,
  caller?: CallerCheck,
): Promise<EntityRow> {
  return (await findRowSharing(db, model, id, forUpdate, caller, [])).row;
}

/**
 * findRow, also answering the active records of `shared` (ids of any catalogue) in the same statement, locked for
 * share until the transaction ends (PostgreSQL): the records an update is about to check its references against
 * (assertExists), one round trip less. Ids of records that do not exist are simply not answered.
 */
export async function findRowSharing(
  db: Db,
  model: ResourceModel,
  id: number,
  forUpdate: boolean,
  caller: CallerCheck | undefined,
  shared: number[],
): Promise<{ row: EntityRow; shared: ReferencedRow[] }> {
  if (!isId(id)) throw notFound(model.name);
  const ids = [...new Set(shared.filter(isId))];
  const select = activeRows(db, model.name)
    .where('id', '=', id)
    .$if(!!caller, (query) => query.select(caller!.active.as('caller_active')))
    .$if(ids.length > 0, (query) =>
      query.select(
        sql<
          Array<[number, string, string]>
        >`(select coalesce(json_agg(json_build_array(s.id, s.resource, s.data)), '[]')
          from (select x.id, x.resource, x.data from entities x where x.deleted_at is null and x.id in (${sql.join(ids)})
            for share) s)`.as('shared_rows'),
      ),
    );
  const row = (await (forUpdate ? select.forUpdate() : select).executeTakeFirst()) as
    | (EntityRow & { caller_active?: number; shared_rows?: Array<[number, string, string]> })
    | undefined;
  if (!row) throw notFound(model.name);
  const { caller_active, shared_rows, ...found } = row;
  caller?.settle(caller_active);
  return { row: found, shared: (shared_rows ?? []).map(([id, resource, data]) => ({ id, resource, data })) };
}

/** The columns a record is made of (a listing reads only these). */
export type RecordRow = Pick<EntityRow, 'id' | 'data' | 'display_order' | 'created_at'> & Partial<AccountColumns>;

/** A record's account as read with its row: `<user id>,<first connection complete 0|1>`, null without one. */
export interface AccountColumns {
  account: string | null;
}

/**
 * The user id and first-connection flag of the active account of the row `e` (the lowest id first), as a column of
 * the statement reading the row (a detail's or a page's) instead of one more statement: on PostgreSQL each costs a
 * round trip. One subquery answers both (index users_active_entity: one index entry per record).
 */
export function accountColumns(): AliasedRawBuilder<string | null, keyof AccountColumns> {
  return sql<string | null>`(select u.id || ',' || u.first_connect_complete from users u
    where u.entity_id = e.id and u.deleted_at is null order by u.id limit 1)`.as('account');
}

/** The account `accountColumns` read with a row: its active user, if any. */
export function accountOf(row: Partial<AccountColumns>): AccountOfRecord | undefined {
  if (!row.account) return undefined;
  const [id, firstConnectComplete] = row.account.split(',');
  return { id: Number(id), first_connect_complete: Number(firstConnectComplete) };
}

/** The API's record: stored fields, display order when orderable, creation time of a versioned record. */
export function toRecord(model: ResourceModel, row: RecordRow): Json {
  const record: Json = { id: row.id, ...(JSON.parse(row.data) as Json) };
  if (model.orderable) record.displayOrder = row.display_order;
  if (model.versioned) record.createdAt = row.created_at;
  return record;
}

/** A referenced record as a write reads it while checking it exists: what its name and summary are read from. */
export type ReferencedRow = Pick<EntityRow, 'id' | 'resource' | 'data'>;

/**
 * Checks these records exist and answers them; `forShare`: they stay locked against deletes until the transaction
 * ends (PostgreSQL).
 */
export async function assertExists(
  db: Db,
  resource: string,
  ids: number[],
  field: string,
  forShare = false,
): Promise<ReferencedRow[]> {
  if (ids.length === 0) return [];
  if (!ids.every(isId)) throw invalid(field, `${field} refers to an unknown ${resource}`);
  const select = activeRows(db, resource).clearSelect().select(['id', 'resource', 'data']).where('id', 'in', ids);
  const found = await (forShare ? select.forShare() : select).execute();
  if (found.length !== new Set(ids).size) throw invalid(field, `${field} refers to an unknown ${resource}`);
  return found;
}

/** Whether two versions of a record hold the same references (an update keeping them has none to rewrite). */
export function sameReferences(model: ResourceModel, before: Json, after: Json): boolean {
  const refsOf = (data: Json) =>
    JSON.stringify(
      referencesOf(model, data)
        .map((ref) => JSON.stringify([ref.field, ref.resource, ref.id]))
        .sort(),
    );
  return refsOf(before) === refsOf(after);
}

/** Rewrites the references a record holds (checked before a delete, read by children calls); `created`: a new record. */
export async function writeRefs(db: Db, model: ResourceModel, id: number, data: Json, created = false): Promise<void> {
  for (const write of refWrites(db, model, id, data, created)) await write.execute();
}

/**
 * The writes `writeRefs` sends, for a caller to send with its own. No two write the same row (the new references are
 * inserted, the old ones deleted), so they may go in one statement (server/db/sendWrites.ts).
 */
export function refWrites(db: Db, model: ResourceModel, id: number, data: Json, created = false): Write[] {
  const refs = referencesOf(model, data).map((ref) => ({
    from_id: id,
    field: ref.field,
    to_resource: ref.resource,
    to_id: ref.id,
  }));
  const inserts: Write[] = [];
  for (let start = 0; start < refs.length; start += 500)
    inserts.push(db.insertInto('entity_refs').values(refs.slice(start, start + 500)));
  return created ? inserts : [db.deleteFrom('entity_refs').where('from_id', '=', id), ...inserts];
}
