import type { ResourceModel } from '../../lib/model';
import { summaryOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import type { StoreContext } from './context';

/*
 * What a record answers beside its own fields: the `{id, label, keyName}` summaries of the records its `reference`
 * fields with an `embed` point to, and its account's read-only fields.
 */

/** The `reference` fields declaring an `embed`: the name their target's summary is answered under. */
export function embedsOf(model: ResourceModel): Array<{ field: string; embed: string }> {
  return Object.entries(model.fields).flatMap(([field, spec]) =>
    spec.type === 'reference' && spec.embed ? [{ field, embed: spec.embed }] : [],
  );
}

/** The `{id, label, keyName}` summary a record embeds for a reference: none without a target or its stored data. */
export function embeddedSummary(target: unknown, data: unknown): Json | null {
  return typeof target === 'number' && typeof data === 'string' ? summaryOf(JSON.parse(data) as Json, target) : null;
}

/** The `{id, label, keyName}` summaries of `reference` fields declaring an `embed`. */
export async function embedSummaries(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
  for (const { field, embed } of embedsOf(model)) {
    const ids = [...new Set(records.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
    if (ids.length === 0) {
      for (const record of records) record[embed] = null;
      continue;
    }
    const rows = await db.selectFrom('entities').select(['id', 'data']).where('id', 'in', ids).execute();
    const summaries = new Map(rows.map((r) => [r.id, summaryOf(JSON.parse(r.data) as Json, r.id)]));
    for (const record of records) record[embed] = summaries.get(record[field] as number) ?? null;
  }
  return records;
}

/** Embedded reference summaries and account fields. */
export async function decorate(
  store: Pick<StoreContext, 'accounts'>,
  db: Db,
  model: ResourceModel,
  records: Json[],
): Promise<Json[]> {
  await embedSummaries(db, model, records);
  if (model.account) await store.accounts.decorate(db, model, records);
  return records;
}
