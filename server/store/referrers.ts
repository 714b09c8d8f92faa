import { sql } from 'kysely';
import type { Dependent } from '../../lib/errors';
import { labelOf } from '../../lib/history';
import type { ResourceModel } from '../../lib/model';
import type { Db, Json } from '../db/connection';
import type { ModelRegistry } from '../models';

/** Which referring records to look for, and how many to read. */
export interface ReferrerQuery {
  /** Only references held in this field (e.g. `companyIds`); any field when absent. */
  field?: string;
  /** Only records of these catalogues (model names); any catalogue when absent. */
  fromCatalogues?: readonly string[];
  /** Read at most this many (the total is counted all the same); all when absent. */
  limit?: number;
  /** Skip this many first (a page of "used by"). */
  offset?: number;
}

export interface Referrers {
  /** The referring records read, by id. */
  rows: Array<{ id: number; resource: string; data: string }>;
  /** How many active records refer to it in all. */
  total: number;
}

/**
 * The active records referring to the record `id` of `model` (itself excepted), from the references kept at write
 * time (`entity_refs`), by id: one statement answering the first `limit` of them and their total (a count subquery).
 * It serves "used by" (server/routes/admin/usedBy.ts), the delete check (a record still referred to is kept, and the refusal names its dependents:
 * recordWrites.removeRecord) and the relation calls asking who lists a record (RelationStore.referringIds).
 */
export async function referringRecords(
  db: Db,
  model: ResourceModel,
  id: number,
  { field, fromCatalogues, limit, offset }: ReferrerQuery = {},
): Promise<Referrers> {
  if (fromCatalogues?.length === 0) return { rows: [], total: 0 };
  // The active referring records, without their data: the page's rows and, once, their count.
  const referring = (alias: 'entities' | 'counted') =>
    db
      .selectFrom(`entities as ${alias}`)
      .where(`${alias}.deleted_at`, 'is', null)
      .where(`${alias}.id`, '!=', id)
      .where(`${alias}.id`, 'in', (eb) =>
        eb
          .selectFrom('entity_refs')
          .select('from_id')
          .where('to_resource', '=', model.name)
          .where('to_id', '=', id)
          .$if(field !== undefined, (query) => query.where('field', '=', field as string)),
      )
      .$if(fromCatalogues !== undefined, (query) => query.where(`${alias}.resource`, 'in', fromCatalogues as string[]));
  // The count is a subquery of its own, read once: a window count (`count(*) over ()`) made the database read every
  // referring record's data before keeping a page of them (10,000 referrers: 6× a listing's first page).
  const rows = await referring('entities')
    .select([
      'entities.id',
      'entities.resource',
      'entities.data',
      referring('counted').select(sql<number | string>`count(*)`.as('n')).as('total'),
    ])
    .orderBy('entities.id')
    .$if(limit !== undefined, (query) => query.limit(limit as number))
    .$if(offset !== undefined && offset > 0, (query) => query.offset(offset as number))
    .execute();
  // A page past the end reads no row, hence no window count: the total is counted alone then.
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : offset
        ? (await referringRecords(db, model, id, { field, fromCatalogues, limit: 1 })).total
        : 0;
  return { rows: rows.map(({ id, resource, data }) => ({ id, resource, data })), total };
}

/** The referring records as a refused delete names them: catalogue, id and name (lib/errors.ts Dependent). */
export function dependentsOf(models: ModelRegistry, referrers: Referrers): Dependent[] {
  return referrers.rows.map((row) => {
    const model = models.byName.get(row.resource);
    return {
      resource: row.resource,
      id: row.id,
      label: model ? labelOf(model, JSON.parse(row.data) as Json) : null,
    };
  });
}
