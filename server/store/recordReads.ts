import { sql } from 'kysely';
import { isId } from '../../lib/ids';
import { type ListQuery, viewCountQueries } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import type { Db, Json } from '../db/connection';
import type { EntityRow } from '../db/schema';
import { notFound } from '../errors';
import type { StoreContext } from './context';
import type { CallerCheck } from './ports';
import { type AccountColumns, accountColumns, accountOf, type ReferencedRow, toRecord } from './rows';
import { embeddedSummary, embedSummaries, embedsOf } from './summaries';

/** A record and its version (answered as the ETag). */
export interface VersionedRecord {
  record: Json;
  version: number;
}

/**
 * One page of a list call, answered by the list index (server/store/listSql.ts). `caller`: the caller's account
 * check, answered by the page's own statement (server/auth/accountCheck.ts), settled before the rows are used;
 * mostly still pending when the page is empty (whoever gave it asks the account alone then; ListSql.page).
 */
export async function listPage(
  store: StoreContext,
  model: ResourceModel,
  query: ListQuery,
  language: string,
  caller?: CallerCheck,
): Promise<Json[]> {
  const rows = await store.listSql.page(store.db, model, query, language, caller, store.onePlan);
  const records = rows.map((row) => toRecord(model, row));
  // The page's rows carry their accounts (ListSql reads them in the same statement).
  if (model.account)
    for (const [i, record] of records.entries()) store.accounts.decorateOne(model, record, accountOf(rows[i]));
  return embedSummaries(store.models, store.db, model, records);
}

/** The number of active records of every console view of every listed catalogue, by view name. */
export async function viewCounts(store: StoreContext, missingTranslation?: boolean): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { view, model, query } of viewCountQueries(store.models.all, missingTranslation))
    counts[view] = await store.listSql.count(store.db, model, query);
  return counts;
}

/**
 * The record and its version, read from one row. Its embedded summaries and account fields come with the row,
 * in the same statement (each is one more round trip on PostgreSQL otherwise), and so does the caller's account
 * check when one is given (`caller`, server/auth/accountCheck.ts): the statement is driven from it, so it
 * answers one row whether the record exists or not, and a refused caller never sees the record nor its 404.
 */
export async function readRecord(
  store: StoreContext,
  model: ResourceModel,
  id: number,
  db: Db,
  caller?: CallerCheck,
): Promise<VersionedRecord> {
  if (!isId(id)) throw notFound(model.name);
  const embeds = embedsOf(store.models, model);
  const row = (await db
    .selectFrom(sql<{ caller_active: number }>`(select ${caller?.active ?? sql`1`} as caller_active)`.as('caller'))
    .leftJoin('entities as e', (join) =>
      join.on('e.id', '=', id).on('e.resource', '=', model.name).on('e.deleted_at', 'is', null),
    )
    .select('caller.caller_active')
    .selectAll('e')
    .select(
      embeds.map(({ field }, i) =>
        // The target by its primary key (a join here may be planned as a walk of every entity in id order).
        sql<string | null>`(select r.data from entities r where r.id = (select f.to_id from entity_refs f
          where f.from_id = e.id and f.field = ${field} limit 1))`.as(`embed_${i}`),
      ),
    )
    .$if(!!model.account, (query) => query.select(accountColumns()))
    .executeTakeFirstOrThrow()) as EntityRow & Partial<AccountColumns> & Record<string, unknown>;
  caller?.settle(row.caller_active);
  if (row.id === null) throw notFound(model.name);
  const decorated = toRecord(model, row);
  embeds.forEach(({ field, embed, summarized }, i) => {
    decorated[embed] = embeddedSummary(summarized, decorated[field], row[`embed_${i}`]);
  });
  if (model.account) store.accounts.decorateOne(model, decorated, accountOf(row));
  for (const [path, child] of Object.entries(model.children ?? {})) {
    if (child.embed) decorated[child.embed] = await store.relations.children(model, id, path, db);
  }
  return { record: decorated, version: row.version };
}

/**
 * What `readRecord` answers for a record just written, built from the row written and the referenced rows its
 * checks read (locked until the write commits), without reading it back: one round trip less on PostgreSQL. A
 * catalogue with account fields or embedded children, or a summary whose record was not read, is read back.
 */
export async function writtenRecord(
  store: StoreContext,
  db: Db,
  model: ResourceModel,
  row: EntityRow,
  referenced: ReadonlyMap<number, ReferencedRow>,
): Promise<VersionedRecord> {
  const embedded = Object.values(model.children ?? {}).some((child) => child.embed);
  if (model.account || embedded) return readRecord(store, model, row.id, db);
  const record = toRecord(model, row);
  for (const { field, embed, summarized } of embedsOf(store.models, model)) {
    const target = record[field];
    const found = typeof target === 'number' ? referenced.get(target) : undefined;
    if (typeof target === 'number' && !found) return readRecord(store, model, row.id, db);
    record[embed] = embeddedSummary(summarized, target, found?.data);
  }
  return { record, version: row.version };
}
