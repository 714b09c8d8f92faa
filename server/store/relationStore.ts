import type { Kysely, Transaction } from 'kysely';
import { recordEntry, relationChanges } from '../../lib/history';
import type { ResourceModel } from '../../lib/model';
import { relationItems } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { type Author, type HistoryRecorder, SERVER } from '../history/entries';
import type { ModelRegistry } from '../models';
import { referringRecords } from './referrers';
import { activeRows, assertExists, findRow, now, toRecord, writeRefs } from './rows';
import { runTransaction } from './transactions';

/** Adds what reads show beyond the stored fields (reference summaries, account fields). */
export type Decorate = (db: Db, model: ResourceModel, records: Json[]) => Promise<Json[]>;

/**
 * The relation calls (`GET|POST /api/<api>/{id}/<path>`: an ordered list kept in the owner) and the
 * children calls (records pointing at the owner through a reference field).
 */
export class RelationStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly models: ModelRegistry,
    private readonly history: HistoryRecorder,
    private readonly decorate: Decorate,
  ) {}

  private model(name: string): ResourceModel {
    const model = this.models.byName.get(name);
    if (!model) throw notFound(name);
    return model;
  }

  async relation(model: ResourceModel, id: number, path: string, db: Db = this.db): Promise<Json[]> {
    const spec = model.relations?.[path];
    if (!spec) throw notFound(path);
    const row = await findRow(db, model, id);
    const items = ((JSON.parse(row.data) as Json)[spec.field] ?? []) as Array<Json & { id: number }>;
    const target = this.model(spec.model);
    const related = await activeRows(db, target.name)
      .where('id', 'in', items.length ? items.map((i) => i.id) : [-1])
      .execute();
    const byId = new Map(related.map((r) => [r.id, toRecord(target, r)]));
    return items
      .filter((item) => byId.has(item.id))
      .map((item, index) => ({ ...byId.get(item.id), ...item, displayOrder: index }));
  }

  /**
   * Replaces a relation list, recorded as a `relation` entry of the owner naming the list before and after; in `inTrx`
   * when given (an import's).
   */
  async setRelation(
    model: ResourceModel,
    id: number,
    path: string,
    body: unknown,
    author: Author = SERVER,
    inTrx?: Transaction<Database>,
  ): Promise<Json[]> {
    const spec = model.relations?.[path];
    if (!spec || spec.readOnly) throw notFound(path);
    const items = relationItems(spec, body);
    return runTransaction(
      this.db,
      async (trx) => {
        const row = await findRow(trx, model, id);
        await assertExists(
          trx,
          spec.model,
          items.map((i) => i.id as number),
          spec.field,
        );
        const current = JSON.parse(row.data) as Json;
        const data = { ...current, [spec.field]: items };
        const changes = relationChanges(model, spec.field, current[spec.field], items);
        if (changes.length > 0)
          await this.history.record(trx, { author, ...recordEntry(model, 'relation', id, data, changes) });
        await trx
          .updateTable('entities')
          .set({ data: JSON.stringify(data), updated_at: now() })
          .where('id', '=', id)
          .execute();
        await writeRefs(trx, model, id, data);
        return this.relation(model, id, path, trx);
      },
      inTrx,
    );
  }

  /**
   * The ids of the active records of `fromCatalogues` whose `field` refers to the record `id` of `model` (e.g. the
   * aligner companies and diagnosticians listing a practice in `companyIds`), from the references kept at write time.
   */
  async referringIds(
    model: ResourceModel,
    id: number,
    field: string,
    fromCatalogues: readonly string[],
    db: Db = this.db,
  ): Promise<number[]> {
    const { rows } = await referringRecords(db, model, id, { field, fromCatalogues });
    return rows.map((row) => row.id);
  }

  async children(model: ResourceModel, id: number, path: string, db: Db = this.db): Promise<Json[]> {
    const spec = model.children?.[path];
    if (!spec) throw notFound(path);
    await findRow(db, model, id);
    const target = this.model(spec.model);
    const rows = await activeRows(db, target.name)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('entity_refs')
          .select('from_id')
          .where('to_resource', '=', model.name)
          .where('to_id', '=', id)
          .where('field', '=', spec.foreignKey),
      )
      .orderBy('display_order')
      .orderBy('id')
      .execute();
    const records = rows.map((r) => toRecord(target, r));
    if ('displayOrder' in target.fields)
      records.sort((a, b) => Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0));
    return this.decorate(db, target, records);
  }
}
