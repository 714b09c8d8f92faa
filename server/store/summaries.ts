import type { ResourceModel } from '../../lib/model';
import { summaryOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import type { ModelRegistry } from '../models';
import type { StoreContext } from './context';

/*
 * What a record answers beside its own fields: the `{id, label, keyName}` summaries of the records its `reference`
 * fields with an `embed` point to, and its account's read-only fields.
 */

/** The `reference` fields declaring an `embed`: the name their target's summary is answered under, and its model. */
export function embedsOf(
  models: ModelRegistry,
  model: ResourceModel,
): Array<{ field: string; embed: string; summarized: ResourceModel }> {
  return Object.entries(model.fields).flatMap(([field, spec]) => {
    const summarized = spec.type === 'reference' && spec.embed ? models.byName.get(spec.model) : undefined;
    return summarized && spec.type === 'reference' && spec.embed ? [{ field, embed: spec.embed, summarized }] : [];
  });
}

/** The `{id, label, keyName}` summary a record embeds for a reference: none without a target or its stored data. */
export function embeddedSummary(summarized: ResourceModel, target: unknown, data: unknown): Json | null {
  return typeof target === 'number' && typeof data === 'string'
    ? summaryOf(summarized, JSON.parse(data) as Json, target)
    : null;
}

/** The `{id, label, keyName}` summaries of `reference` fields declaring an `embed`. */
export async function embedSummaries(
  models: ModelRegistry,
  db: Db,
  model: ResourceModel,
  records: Json[],
): Promise<Json[]> {
  for (const { field, embed, summarized } of embedsOf(models, model)) {
    const ids = [...new Set(records.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
    if (ids.length === 0) {
      for (const record of records) record[embed] = null;
      continue;
    }
    const rows = await db.selectFrom('entities').select(['id', 'data']).where('id', 'in', ids).execute();
    const summaries = new Map(rows.map((r) => [r.id, summaryOf(summarized, JSON.parse(r.data) as Json, r.id)]));
    for (const record of records) record[embed] = summaries.get(record[field] as number) ?? null;
  }
  return records;
}

/** Embedded reference summaries and account fields. */
export async function decorate(
  store: Pick<StoreContext, 'accounts' | 'models'>,
  db: Db,
  model: ResourceModel,
  records: Json[],
): Promise<Json[]> {
  await embedSummaries(store.models, db, model, records);
  if (model.account) await store.accounts.decorate(db, model, records);
  return records;
}
