import { type RawBuilder, sql } from 'kysely';
import { accountFieldsOf, filterTermOf, type ListQuery, searchNeedle, sortsByLanguage } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import type { EntityRow } from '../db/schema';
import { presenceField } from './listIndex';
import { type Db, isId } from './rows';

/** Below this length a trigram index cannot help: the search scans the folded texts. */
const TRIGRAM = 3;

/**
 * A list call as SQL over the list index (server/store/listIndex.ts): each filter is an indexed lookup of
 * terms, `q` a trigram search (SQLite FTS5, PostgreSQL pg_trgm), ordering a walk of sort keys; only the
 * page's rows are read.
 */
export class ListSql {
  constructor(private readonly postgres: boolean) {}

  async page(db: Db, model: ResourceModel, query: ListQuery, language: string): Promise<EntityRow[]> {
    const single = query.order.length === 1 ? this.keyedField(model, query.order[0].field) : undefined;
    if (single) return this.pageByKey(db, model, query, single, language);
    const { joins, orders } = this.ordering(model, query, language);
    const offset = (query.page - 1) * query.itemsPerPage;
    const result = await sql<EntityRow>`select e.* from entities e ${sql.join(joins, sql` `)}
      where ${sql.join(this.conditions(model, query), sql` and `)}
      order by ${sql.join(orders)}
      limit ${query.itemsPerPage} offset ${offset}`.execute(db);
    return result.rows;
  }

  /** A field whose order comes from the sort keys (not the id, the position or the account's fields). */
  private keyedField(model: ResourceModel, field: string): string | undefined {
    const account = accountFieldsOf(model);
    if (field === 'id' || field === account.isActive || field === account.userId) return undefined;
    if (field === 'displayOrder' && !(field in model.fields)) return undefined;
    return field;
  }

  /**
   * Ordered by one field: the records holding a value, walking the sort-key index in the asked direction
   * (ties by id), then those without one, by id. Each part reads only the rows of the page.
   */
  private async pageByKey(
    db: Db,
    model: ResourceModel,
    query: ListQuery,
    field: string,
    language: string,
  ): Promise<EntityRow[]> {
    const where = sql.join(this.conditions(model, query), sql` and `);
    const keyLanguage = sortsByLanguage(model.fields[field]) ? language : '';
    const dir = sql.raw(query.order[0].direction);
    const limit = query.itemsPerPage;
    const offset = (query.page - 1) * limit;
    const keyed = sql`from entity_sort_keys k join entities e on e.id = k.entity_id
      where k.resource = ${model.name} and k.field = ${field} and k.language = ${keyLanguage} and ${where}`;
    const valued = await sql<EntityRow>`select e.* ${keyed}
      order by k.number_key ${dir}, k.text_key ${dir}, k.entity_id limit ${limit} offset ${offset}`.execute(db);
    if (valued.rows.length === limit) return valued.rows;
    const valuedCount =
      valued.rows.length > 0 || offset === 0
        ? offset + valued.rows.length
        : Number((await sql<{ n: number | string }>`select count(*) as n ${keyed}`.execute(db)).rows[0]?.n ?? 0);
    const unvalued = await sql<EntityRow>`select e.* from entities e where ${where}
      and not exists (select 1 from entity_sort_keys k
        where k.entity_id = e.id and k.field = ${field} and k.language = ${keyLanguage})
      order by e.id limit ${limit - valued.rows.length} offset ${Math.max(0, offset - valuedCount)}`.execute(db);
    return [...valued.rows, ...unvalued.rows];
  }

  async count(db: Db, model: ResourceModel, query: ListQuery): Promise<number> {
    const result = await sql<{ total: number | string }>`select count(*) as total from entities e
      where ${sql.join(this.conditions(model, query), sql` and `)}`.execute(db);
    return Number(result.rows[0]?.total ?? 0);
  }

  private conditions(model: ResourceModel, query: ListQuery): RawBuilder<unknown>[] {
    const where: RawBuilder<unknown>[] = [sql`e.resource = ${model.name}`, sql`e.deleted_at is null`];
    const account = accountFieldsOf(model);
    const never = sql`1 = 0`;
    for (const { field, values } of query.equals) {
      if (field === 'id') {
        const ids = [...new Set(values.map(Number).filter(isId))];
        where.push(ids.length ? sql`e.id in (${sql.join(ids)})` : never);
      } else if (field === account.isActive) {
        const wanted = new Set(values.map((v) => filterTermOf(model.fields[field], v)));
        if (wanted.size === 1) where.push(wanted.has('1') ? this.activated() : sql`not ${this.activated()}`);
      } else if (field === account.userId) {
        const ids = [...new Set(values.map(Number).filter(isId))];
        where.push(
          ids.length
            ? sql`e.id in (select u.entity_id from users u where u.deleted_at is null and u.id in (${sql.join(ids)}))`
            : never,
        );
      } else {
        const terms = [...new Set(values.map((v) => filterTermOf(model.fields[field], v)))];
        where.push(sql`e.id in (select t.entity_id from entity_terms t
          where t.resource = ${model.name} and t.field = ${field} and t.term in (${sql.join(terms)}))`);
      }
    }
    for (const { field, present } of query.exists) {
      let has: RawBuilder<unknown> | boolean;
      if (field === 'id' || field === account.isActive) has = true;
      else if (field === account.userId)
        has = sql`exists (select 1 from users u where u.entity_id = e.id and u.deleted_at is null)`;
      else
        has = sql`e.id in (select t.entity_id from entity_terms t
          where t.resource = ${model.name} and t.field = ${presenceField(field)})`;
      if (typeof has === 'boolean') {
        if (has !== present) where.push(never);
      } else where.push(present ? has : sql`not (${has})`);
    }
    const needle = searchNeedle(query.q);
    if (needle) where.push(this.search(needle));
    return where;
  }

  private activated(): RawBuilder<unknown> {
    return sql`exists (select 1 from users u
      where u.entity_id = e.id and u.deleted_at is null and u.first_connect_complete = 1)`;
  }

  private search(needle: string): RawBuilder<unknown> {
    if (this.postgres) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql`e.id in (select s.entity_id from entity_search s where s.text like ${pattern})`;
    }
    if ([...needle].length >= TRIGRAM) {
      const phrase = `"${needle.replace(/"/g, '""')}"`;
      return sql`e.id in (select rowid from entity_search where entity_search match ${phrase})`;
    }
    return sql`e.id in (select rowid from entity_search where instr(text, ${needle}) > 0)`;
  }

  /** Sort keys joined per ordered field; nulls last in both directions, ties by id, else display order. */
  private ordering(model: ResourceModel, query: ListQuery, language: string) {
    const joins: RawBuilder<unknown>[] = [];
    const orders: RawBuilder<unknown>[] = [];
    const account = accountFieldsOf(model);
    for (const [index, { field, direction }] of query.order.entries()) {
      const dir = sql.raw(direction);
      if (field === 'id') orders.push(sql`e.id ${dir}`);
      else if (field === 'displayOrder' && !(field in model.fields)) orders.push(sql`e.display_order ${dir}`);
      else if (field === account.isActive) orders.push(sql`case when ${this.activated()} then 1 else 0 end ${dir}`);
      else if (field === account.userId) {
        const userId = sql`(select u.id from users u where u.entity_id = e.id and u.deleted_at is null)`;
        orders.push(sql`case when ${userId} is null then 1 else 0 end`, sql`${userId} ${dir}`);
      } else {
        const key = sql.raw(`k${index}`);
        const keyLanguage = sortsByLanguage(model.fields[field]) ? language : '';
        joins.push(sql`left join entity_sort_keys ${key} on ${key}.entity_id = e.id
          and ${key}.resource = ${model.name} and ${key}.field = ${field} and ${key}.language = ${keyLanguage}`);
        orders.push(
          sql`case when ${key}.text_key is null and ${key}.number_key is null then 1 else 0 end`,
          sql`${key}.number_key ${dir}`,
          sql`${key}.text_key ${dir}`,
        );
      }
    }
    orders.push(query.order.length ? sql`e.id` : sql`e.display_order, e.id`);
    return { joins, orders };
  }
}
