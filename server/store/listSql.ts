import { type RawBuilder, sql } from 'kysely';
import { isId } from '../../lib/ids';
import { accountFieldsOf, filterTermOf, type ListQuery, searchNeedle, sortsByLanguage } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import type { Db } from '../db/connection';
import { PLANNED_PER_CALL } from '../db/preparedStatements';
import { MISSING_TRANSLATION_MARKER, presenceField } from './listIndex';
import type { CallerCheck } from './ports';
import { accountColumns, type RecordRow } from './rows';

/** Below this length a trigram index cannot help: the search checks the folded texts of the rows it walks. */
const TRIGRAM = 3;
/**
 * SQLite: a search the text index matches at most this many times drives the page from those records (sorted
 * among themselves); a more common one walks the page's order and checks each row's text, stopping at the page.
 * Either way a page reads a bounded number of rows, whether `q` names one record or half the catalogue.
 */
const FEW_HITS = 1000;
/**
 * A search term or a filter found common is planned as common for this long without counting its matches again
 * (SQLite's probe reads the term's whole trigram lists, which grow with the catalogue; PostgreSQL's read up to 1,001
 * index entries, one more statement per call). A verdict gone stale, the term or filter having become rare
 * meanwhile, costs time, never rows: the common plans check every row they return. A catalogue's size verdict
 * (SMALL_CATALOGUE) is kept as long.
 */
const VERDICT_MEMORY_MS = 60_000;
/** How many verdicts (common terms and filters, small catalogues) are remembered at most (the oldest is forgotten first). */
const VERDICTS_KEPT = 500;
/**
 * PostgreSQL: a catalogue of at most this many active records has every page prepared, whatever the call (search,
 * filters, offset): no plan of such a page reads more than the catalogue, so one plan kept per statement serves every
 * term and value, and the call skips PostgreSQL's planning (about half a millisecond of its CPU, more than running
 * such a page). A larger catalogue's pages, except those written below, are planned for each call. The verdict is
 * remembered for VERDICT_MEMORY_MS: a catalogue grown past the bound meanwhile (a bulk import) costs time until it
 * expires, never rows.
 */
export const SMALL_CATALOGUE = 2_000;

/**
 * Listing statements are planned for each call, never prepared: the best plan depends on the catalogue's size,
 * the search term and the filter's values, and a plan kept from one catalogue or term costs another one dearly
 * (PostgreSQL; docs/storage.md). The exceptions are the pages no value of the call can change the best plan of: a
 * page of a whole catalogue in its own order, and (PostgreSQL) a first page of a whole catalogue ordered by one
 * field or narrowed by its accounts' activation alone; those are prepared, their catalogue written in their text
 * (see page, pageByKey, conditions). So are (PostgreSQL, on connections keeping one plan per statement) every page
 * of a small catalogue (SMALL_CATALOGUE) and a large catalogue's pages searched alone, whose statements no term can
 * make costly (searchedPage).
 */
const PER_CALL = sql.raw(PLANNED_PER_CALL);

/** A value written in a prepared statement's text (a trusted, bounded value: see ListSql), or sent as a parameter. */
const written = (value: string | number, inText: boolean) => (inText ? sql.lit(value) : sql`${value}`);

/**
 * PostgreSQL: the row (`e`) of each id met, read by that id when it is met (`offset 0` keeps the planner from making
 * the read a join, which may read every row of the catalogue).
 */
const rowReadById = (id: RawBuilder<unknown>) =>
  sql`cross join lateral (select x.* from entities x where x.id = ${id} offset 0) e`;

/**
 * A page's rows as records, or as ids alone (with the position their order may need), for an export that reads the
 * records a few at a time (`pageIds`, `rowsById`).
 */
type PageShape = 'records' | 'ids';

/**
 * What a page reads of each of its rows: what its record is made of, not the columns storage keeps for itself, and
 * its account's fields when the catalogue has one (in the same statement: one round trip less per page).
 */
function recordColumns(model: ResourceModel, caller?: CallerCheck, shape: PageShape = 'records'): RawBuilder<unknown> {
  const columns: unknown[] = [
    shape === 'ids' ? sql`e.id, e.display_order` : sql`e.id, e.data, e.display_order, e.created_at`,
  ];
  if (shape === 'records' && model.account) columns.push(accountColumns());
  if (caller) columns.push(sql`${caller.active} as caller_active`);
  return sql.join(columns);
}

/** Where a page's rows come from: the catalogue's rows, or (SQLite) the few records a search matched. */
interface Source {
  from: RawBuilder<unknown>;
  /** The same rows with their sort keys (`k`), for a page ordered by one field. */
  withSortKeys: RawBuilder<unknown>;
  /** The search condition on a row's id, when the rows are not already the search's hits. */
  search?: (id: RawBuilder<unknown>) => RawBuilder<unknown>;
}

/**
 * A list call as SQL over the list index (server/store/listIndex.ts): each filter is an indexed lookup of
 * terms, `q` a trigram search (SQLite FTS5, PostgreSQL pg_trgm), ordering a walk of sort keys; only the
 * page's rows are read.
 */
export class ListSql {
  /**
   * Verdicts reached lately, with the time each expires: search terms (SQLite) and filters (PostgreSQL) found
   * common, catalogues found small or not (PostgreSQL).
   */
  private readonly verdicts = new Map<string, number>();

  private readonly fewHits: number;
  private readonly smallCatalogue: number;

  /** `fewHits`, `smallCatalogue`: FEW_HITS and SMALL_CATALOGUE unless given (tests reach every plan with small data). */
  constructor(
    private readonly postgres: boolean,
    bounds: { fewHits?: number; smallCatalogue?: number } = {},
  ) {
    this.fewHits = bounds.fewHits ?? FEW_HITS;
    this.smallCatalogue = bounds.smallCatalogue ?? SMALL_CATALOGUE;
  }

  private known(key: string): boolean {
    const until = this.verdicts.get(key);
    if (until !== undefined && until > Date.now()) return true;
    this.verdicts.delete(key);
    return false;
  }

  private remember(key: string): void {
    if (this.verdicts.size >= VERDICTS_KEPT) this.verdicts.delete(this.verdicts.keys().next().value ?? '');
    this.verdicts.set(key, Date.now() + VERDICT_MEMORY_MS);
  }

  /** PostgreSQL: whether the catalogue holds at most `smallCatalogue` active records (see SMALL_CATALOGUE), counted once a minute. */
  private async small(db: Db, model: ResourceModel): Promise<boolean> {
    if (!this.postgres) return false;
    const [small, large] = [JSON.stringify(['small', model.name]), JSON.stringify(['large', model.name])];
    if (this.known(small)) return true;
    if (this.known(large)) return false;
    const counted = await sql<{ n: number | string }>`select count(*) as n from (select 1 from entities e
      where e.resource = ${model.name} and e.deleted_at is null limit ${this.smallCatalogue + 1}) c`.execute(db);
    const found = Number(counted.rows[0]?.n ?? 0) <= this.smallCatalogue;
    this.remember(found ? small : large);
    return found;
  }

  /**
   * One page's rows. `caller`: the caller's account check, answered by the statements reading the rows (a column
   * `caller_active` of each row; docs/auth-and-accounts.md) and settled here; still pending when the page is empty,
   * except past the end of a whole catalogue (PostgreSQL), whose statement answers it even then. `onePlan`: the
   * connections a small catalogue's page is read on (PostgreSQL; see SMALL_CATALOGUE).
   */
  async page(
    db: Db,
    model: ResourceModel,
    query: ListQuery,
    language: string,
    caller?: CallerCheck,
    onePlan?: Db,
  ): Promise<RecordRow[]> {
    const rows = await this.rowsOf(db, model, query, language, caller, onePlan, 'records');
    if (caller && rows.length > 0) caller.settle(rows[0].caller_active);
    // A row without an id is the caller's check alone, answered for an empty page.
    return rows.filter((row) => row.id !== null);
  }

  /**
   * The ids of one page's records, in its order (the same statements as `page`, reading no record): an export's
   * pages, whose records are then read a few at a time by `rowsById`, so that each batch of rows is garbage before
   * the next is read (node-postgres builds a statement's rows in one array, which a page of 1,000 records keeps long
   * enough to be promoted to V8's old generation: docs/performance.md).
   */
  async pageIds(db: Db, model: ResourceModel, query: ListQuery, language: string, onePlan?: Db): Promise<number[]> {
    const rows = await this.rowsOf(db, model, query, language, undefined, onePlan, 'ids');
    return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  }

  /** The rows of the records of `ids` (at most a few hundred), in that order; a record deleted meanwhile is left out. */
  async rowsById(db: Db, model: ResourceModel, ids: readonly number[]): Promise<RecordRow[]> {
    if (ids.length === 0) return [];
    const found = await sql<RecordRow>`select ${recordColumns(model)} from entities e
      where e.id in (${sql.join(ids)}) and e.deleted_at is null`.execute(db);
    const byId = new Map(found.rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async rowsOf(
    catalogueDb: Db,
    model: ResourceModel,
    query: ListQuery,
    language: string,
    caller: CallerCheck | undefined,
    onePlan: Db | undefined,
    shape: PageShape,
  ): Promise<Array<RecordRow & { caller_active?: number }>> {
    const source = await this.source(catalogueDb, model, query);
    const columns = recordColumns(model, caller, shape);
    const narrowed = narrows(query, source);
    const plain = query.order.length === 0 && !narrowed;
    const small = !plain && (await this.small(catalogueDb, model));
    // A small catalogue's page is read where its statement keeps one plan, whatever the values (SMALL_CATALOGUE).
    const db = small && onePlan ? onePlan : catalogueDb;
    const needle = searchNeedle(query.q);
    if (this.postgres && !small && needle && [...needle].length >= TRIGRAM && searchAlone(query))
      return this.searchedPage(onePlan ?? catalogueDb, model, query, needle, caller, shape);
    const single = query.order.length === 1 ? this.keyedField(model, query.order[0].field) : undefined;
    if (single) return this.pageByKey(db, model, query, single, language, source, columns, small);
    const { joins, orders } = this.ordering(model, query, language);
    const offset = (query.page - 1) * query.itemsPerPage;
    // A small catalogue's plan is kept whatever the filter: no need to know how common it is.
    const common = small ? new Set<string>() : await this.commonFilters(db, model, query);
    // A first page narrowed by its accounts' activation alone: no value of the call changes its best plan.
    const activatedFirst = offset === 0 && query.order.length === 0 && this.activationOnly(model, query, source);
    const prepared = plain || small || (this.postgres && activatedFirst);
    // A prepared page's size (and a first page's offset) is part of its text, a bounded set (1 to 1,000 rows): with
    // parameters, PostgreSQL prices a generic plan for a tenth of the catalogue and keeps planning every call.
    const limit = prepared
      ? sql`limit ${sql.lit(query.itemsPerPage)} offset ${offset === 0 ? sql.lit(0) : offset}`
      : sql`limit ${query.itemsPerPage} offset ${offset}`;
    // Past the first page the catalogue stays a parameter: written in, PostgreSQL prices the generic plan of an
    // offset it cannot see above the custom one, and planned every call again.
    const conditions = this.conditions(model, query, source, sql`e.id`, common, prepared && offset === 0);
    const from = sql`from ${source.from} ${sql.join(joins, sql` `)}
      where ${sql.join(conditions, sql` and `)}
      order by ${sql.join(orders)} ${limit}`;
    if (plain) {
      // A page of the whole catalogue in its own order: a walk of entities_active_order, stopping at the page,
      // whatever the catalogue, its size or the page; no value changes its best plan, so it is prepared once per
      // connection (docs/storage.md), unlike most other listings. Past the first page (PostgreSQL), the page's
      // ids come first, on the index alone, then its rows by those ids: priced as such (not as a walk reading
      // every row it passes), the plan of a small catalogue's later pages is kept, not planned at every call. The
      // caller's check drives it, so that a page past the end answers it too (one statement, not two).
      const rows =
        this.postgres && offset > 0
          ? sql<RecordRow>`select ${recordColumns(model, undefined, shape)}, c.caller_active
              from (select ${caller?.active ?? sql`null`} as caller_active) c
              left join entities e on e.id = any(array(select e.id ${from}))
              order by ${sql.join(orders)}`
          : sql<RecordRow>`select ${columns} ${from}`;
      return (await rows.execute(db)).rows;
    }
    if (this.postgres && (offset > 0 || narrowed)) {
      // Past the first page, filtered or searched: the page's ids and positions first, on indexes alone
      // (entities_active_order, entities_active_id), so that only the page's rows are read from the table, not
      // every row an offset, a filter or a search passes (a common term's page walks ~800 rows of the order to
      // find its 100). (The first page of a whole catalogue reads only its own rows, and is planned faster without.)
      // Orders on the row's own columns sort the page's rows again; orders on sort keys number them.
      // A first page narrowed by activation alone is prepared (its catalogue in its text, see conditions).
      const planning = prepared ? sql`` : PER_CALL;
      const result = joins.length
        ? await sql<RecordRow>`${planning} select ${columns} from
            (select e.id, row_number() over (order by ${sql.join(orders)}) as n ${from}) p
            join entities e on e.id = p.id order by p.n`.execute(db)
        : await sql<RecordRow>`${planning} select ${columns} from entities e where e.id in (select e.id ${from})
            order by ${sql.join(orders)}`.execute(db);
      return result.rows;
    }
    return (await sql<RecordRow>`${prepared ? sql`` : PER_CALL} select ${columns} ${from}`.execute(db)).rows;
  }

  /**
   * PostgreSQL: a page of a large catalogue searched and nothing else, in its own order, by statements whose plan no
   * term can make costly, so that they are prepared (on `db`, the one-plan connections) and never planned again (as
   * SQLite's planner in `source`, in one statement for a rare term):
   * - a term not known as common: its matches in the catalogue, at most FEW_HITS + 1 of them, then the page among
   *   them, sorted; the statement also answers how many it found, and the caller's check, even for an empty page;
   * - a term with more matches, or found so in the last minute: the catalogue's order is walked and each row's text
   *   checked, stopping at the page (`offset 0` keeps the check a per-row test, not a join reading every match).
   * The one-plan connections do not compile plans (JIT): a generic plan's rough cost would have them compile this walk
   * at each call (openOnePlanDatabase).
   */
  private async searchedPage(
    db: Db,
    model: ResourceModel,
    query: ListQuery,
    needle: string,
    caller: CallerCheck | undefined,
    shape: PageShape,
  ): Promise<Array<RecordRow & { caller_active?: number }>> {
    const pattern = likePattern(needle);
    const catalogue = sql.lit(model.name);
    const limit = sql`limit ${sql.lit(query.itemsPerPage)} offset ${(query.page - 1) * query.itemsPerPage}`;
    const memoryKey = JSON.stringify(['q', model.name, needle]);
    if (!this.known(memoryKey)) {
      const found = await sql<RecordRow & { hits: number | string; caller_active?: number }>`with hits as materialized (
          select s.entity_id from entity_search s join entities x on x.id = s.entity_id
          where s.text like ${pattern} and x.resource = ${catalogue} and x.deleted_at is null
          limit ${sql.lit(this.fewHits + 1)})
        select p.*, c.hits, c.caller_active
        from (select (select count(*) from hits) as hits, ${caller?.active ?? sql`null`} as caller_active) c
        left join lateral (select ${recordColumns(model, undefined, shape)} from entities e where e.id in (select entity_id from hits)
          order by e.display_order, e.id ${limit}) p on true
        order by p.display_order, p.id`.execute(db);
      if (Number(found.rows[0]?.hits ?? 0) <= this.fewHits) return found.rows;
      this.remember(memoryKey);
    }
    // The page's ids first, on entities_active_order alone: only the page's rows are read from the table.
    const walked = await sql<RecordRow>`select ${recordColumns(model, caller, shape)} from entities e
      where e.id in (select x.id from entities x where x.resource = ${catalogue} and x.deleted_at is null
        and exists (select 1 from entity_search s where s.entity_id = x.id and s.text like ${pattern} offset 0)
        order by x.display_order, x.id ${limit})
      order by e.display_order, e.id`.execute(db);
    return walked.rows;
  }

  /** Whether a call is narrowed by its accounts' activation and nothing else (no other filter, no search). */
  private activationOnly(model: ResourceModel, query: ListQuery, source: Source): boolean {
    const { isActive } = accountFieldsOf(model);
    return (
      query.equals.length > 0 &&
      query.equals.every(({ field }) => field === isActive) &&
      query.exists.length === 0 &&
      query.missingTranslation === undefined &&
      source.search === undefined
    );
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
    source: Source,
    columns: RawBuilder<unknown>,
    small: boolean,
  ): Promise<RecordRow[]> {
    const keyLanguage = sortsByLanguage(model.fields[field]) ? language : '';
    const dir = sql.raw(query.order[0].direction);
    const limit = query.itemsPerPage;
    const offset = (query.page - 1) * limit;
    // PostgreSQL: a first page of a whole catalogue (no filter, no search) is prepared, its catalogue, field,
    // language and size written in its text (see conditions), and so is any page of a small catalogue; every other
    // one is planned per call.
    const whole = this.postgres && !narrows(query, source);
    const inText = whole && offset === 0;
    const prepared = inText || small;
    const planning = prepared ? sql`` : PER_CALL;
    const value = (v: string | number) => written(v, inText);
    // Filters test the sort key's id, before the row is read: rows that miss are skipped on the index alone.
    const where = sql.join(this.conditions(model, query, source, sql`k.entity_id`, new Set(), inText), sql` and `);
    const keysOf = (from: RawBuilder<unknown>) => sql`from ${from}
      where k.resource = ${value(model.name)} and k.field = ${value(field)} and k.language = ${value(keyLanguage)}
      and ${where}`;
    const keyed = keysOf(source.withSortKeys);
    // PostgreSQL, a whole catalogue: each key's row is read by its id as the walk of the sort keys reaches it, and
    // the walk stops at the page (`offset 0` keeps the read from being made a join). Joined, a small catalogue's
    // estimates (a fifth of its keys) chose to read every row of the catalogue, hash them and sort them all.
    const walked = whole ? keysOf(sql`entity_sort_keys k ${rowReadById(sql`k.entity_id`)}`) : keyed;
    const valued = await sql<RecordRow>`${planning} select ${columns} ${walked}
      order by k.number_key ${dir}, k.text_key ${dir}, k.entity_id limit ${value(limit)} offset ${value(offset)}`.execute(
      db,
    );
    if (valued.rows.length === limit) return valued.rows;
    const valuedCount =
      valued.rows.length > 0 || offset === 0
        ? offset + valued.rows.length
        : Number(
            (await sql<{ n: number | string }>`${planning} select count(*) as n ${keyed}`.execute(db)).rows[0]?.n ?? 0,
          );
    const unvalued = await sql<RecordRow>`${planning} select ${columns} from ${source.from}
      where ${sql.join(this.conditions(model, query, source), sql` and `)}
      and not exists (select 1 from entity_sort_keys k
        where k.entity_id = e.id and k.field = ${field} and k.language = ${keyLanguage})
      order by e.id limit ${limit - valued.rows.length} offset ${Math.max(0, offset - valuedCount)}`.execute(db);
    return [...valued.rows, ...unvalued.rows];
  }

  async count(db: Db, model: ResourceModel, query: ListQuery): Promise<number> {
    const source = await this.source(db, model, query);
    const result = await sql<{ total: number | string }>`${PER_CALL} select count(*) as total from ${source.from}
      where ${sql.join(this.conditions(model, query, source), sql` and `)}`.execute(db);
    return Number(result.rows[0]?.total ?? 0);
  }

  /**
   * The rows a call reads and how `q` is met. PostgreSQL's planner weighs the trigram index itself. SQLite's
   * cannot (a full-text table has no statistics), so the search is planned here:
   * - a term matching at most FEW_HITS records drives the page from those records (CROSS JOIN keeps them first);
   * - a common term in the default order: the order is walked and each row's text checked, stopping at the page;
   * - a common term under another order: every match is collected once (no walk through rows that miss);
   * - a term found common in the last minute is taken as common without asking the index again.
   * Terms shorter than a trigram cannot use the index: checked row by row, or scanned once when ordered.
   * The same holds for the records missing a language (`missingTranslation=1`): at most FEW_HITS of them drive the
   * page (they are usually few, and may all sit at the end of the order, which a walk would read whole); more, or
   * found more in the last minute, are checked on each row of the walk. A search's few hits drive it first.
   */
  private async source(db: Db, model: ResourceModel, query: ListQuery): Promise<Source> {
    const whole: Source = {
      from: sql`entities e`,
      withSortKeys: sql`entity_sort_keys k join entities e on e.id = k.entity_id`,
    };
    const marked = await this.fewMissingTranslation(db, model, query);
    const catalogue = marked ? fromIds(marked) : whole;
    const needle = searchNeedle(query.q);
    if (!needle) return catalogue;
    if (this.postgres) {
      const pattern = likePattern(needle);
      return {
        ...catalogue,
        search: (id) => sql`${id} in (select s.entity_id from entity_search s where s.text like ${pattern})`,
      };
    }
    const defaultOrder = query.order.length === 0;
    const rowByRow = (id: RawBuilder<unknown>) =>
      sql`exists (select 1 from entity_search s where s.rowid = ${id} and instr(s.text, ${needle}) > 0)`;
    if ([...needle].length < TRIGRAM) {
      const search = defaultOrder
        ? rowByRow
        : (id: RawBuilder<unknown>) => sql`${id} in (select rowid from entity_search where instr(text, ${needle}) > 0)`;
      return { ...catalogue, search };
    }
    const phrase = `"${needle.replace(/"/g, '""')}"`;
    const common: Source = {
      ...catalogue,
      search: defaultOrder
        ? rowByRow
        : (id: RawBuilder<unknown>) =>
            sql`${id} in (select rowid from entity_search where entity_search match ${phrase})`,
    };
    const memoryKey = JSON.stringify(['q', needle]);
    if (this.known(memoryKey)) return common;
    const hits = await sql<{ id: number }>`${PER_CALL} select rowid as id from entity_search
      where entity_search match ${phrase} limit ${this.fewHits + 1}`.execute(db);
    if (hits.rows.length > this.fewHits) {
      this.remember(memoryKey);
      return common;
    }
    return fromIds(hits.rows.map((hit) => hit.id));
  }

  /**
   * SQLite, `missingTranslation=1`: the ids of the catalogue's records missing a language when there are at most
   * `fewHits` of them (see source); undefined otherwise, or when the call does not ask for them.
   */
  private async fewMissingTranslation(db: Db, model: ResourceModel, query: ListQuery): Promise<number[] | undefined> {
    if (this.postgres || query.missingTranslation !== true) return undefined;
    const memoryKey = JSON.stringify(['missingTranslation', model.name]);
    if (this.known(memoryKey)) return undefined;
    const marked = await sql<{ id: number }>`${PER_CALL} select t.entity_id as id from entity_terms t
      where t.resource = ${model.name} and t.field = ${MISSING_TRANSLATION_MARKER} limit ${this.fewHits + 1}`.execute(
      db,
    );
    if (marked.rows.length <= this.fewHits) return marked.rows.map((row) => row.id);
    this.remember(memoryKey);
    return undefined;
  }

  /**
   * PostgreSQL: the filtered fields whose terms match more than `fewHits` records. Its planner would read every
   * match and sort them; such a filter is checked instead on each row of the order's walk (a hashed subplan),
   * which stops at the page. A rarer filter still drives the page from its matches. A filter found common in
   * the last minute is taken as common without counting again.
   */
  private async commonFilters(db: Db, model: ResourceModel, query: ListQuery): Promise<Set<string>> {
    const common = new Set<string>();
    if (!this.postgres) return common;
    const account = accountFieldsOf(model);
    for (const { field, values } of query.equals) {
      if (field === 'id' || field === account.isActive || field === account.userId) continue;
      const terms = [...new Set(values.map((v) => filterTermOf(model.fields[field], v)))].sort();
      const key = JSON.stringify(['filter', model.name, field, terms]);
      if (this.known(key)) {
        common.add(field);
        continue;
      }
      const hits = await sql<{ n: number | string }>`${PER_CALL} select count(*) as n from (select 1 from entity_terms t
        where t.resource = ${model.name} and t.field = ${field} and t.term in (${sql.join(terms)})
        limit ${this.fewHits + 1}) h`.execute(db);
      if (Number(hits.rows[0]?.n ?? 0) > this.fewHits) {
        common.add(field);
        this.remember(key);
      }
    }
    return common;
  }

  /**
   * `id`: the column holding the row's id that the filters test (the sort key's, before the row is read);
   * `common`: filtered fields checked row by row (see commonFilters); `catalogueWritten`: the catalogue is written in
   * the text of a prepared first page (PostgreSQL then plans it with the catalogue's own statistics and keeps that
   * plan after five runs; with the catalogue as a parameter it priced its generic plan above the custom one and
   * planned every call).
   */
  private conditions(
    model: ResourceModel,
    query: ListQuery,
    source: Source,
    id: RawBuilder<unknown> = sql`e.id`,
    common: Set<string> = new Set(),
    catalogueWritten = false,
  ): RawBuilder<unknown>[] {
    const catalogue = written(model.name, catalogueWritten && this.postgres);
    const where: RawBuilder<unknown>[] = [sql`e.resource = ${catalogue}`, sql`e.deleted_at is null`];
    const account = accountFieldsOf(model);
    const never = sql`1 = 0`;
    for (const { field, values } of query.equals) {
      if (field === 'id') {
        const ids = [...new Set(values.map(Number).filter(isId))];
        where.push(ids.length ? sql`${id} in (${sql.join(ids)})` : never);
      } else if (field === account.isActive) {
        const wanted = new Set(values.map((v) => filterTermOf(model.fields[field], v)));
        if (wanted.size === 1) where.push(wanted.has('1') ? this.activated() : sql`not ${this.activated()}`);
      } else if (field === account.userId) {
        const ids = [...new Set(values.map(Number).filter(isId))];
        where.push(
          ids.length
            ? sql`${id} in (select u.entity_id from users u where u.deleted_at is null and u.id in (${sql.join(ids)}))`
            : never,
        );
      } else {
        const terms = [...new Set(values.map((v) => filterTermOf(model.fields[field], v)))];
        const matches = sql`${id} in (select t.entity_id from entity_terms t
          where t.resource = ${model.name} and t.field = ${field} and t.term in (${sql.join(terms)}))`;
        // `is true` keeps PostgreSQL from turning the check into a join (which reads every match).
        where.push(common.has(field) ? sql`(${matches}) is true` : matches);
      }
    }
    for (const { field, present } of query.exists) {
      let has: RawBuilder<unknown> | boolean;
      if (field === 'id' || field === account.isActive) has = true;
      else if (field === account.userId)
        has = sql`exists (select 1 from users u where u.entity_id = e.id and u.deleted_at is null)`;
      else
        has = sql`${id} in (select t.entity_id from entity_terms t
          where t.resource = ${model.name} and t.field = ${presenceField(field)})`;
      if (typeof has === 'boolean') {
        if (has !== present) where.push(never);
      } else where.push(present ? has : sql`not (${has})`);
    }
    if (query.missingTranslation !== undefined) {
      const missing = sql`${id} in (select t.entity_id from entity_terms t
        where t.resource = ${model.name} and t.field = ${MISSING_TRANSLATION_MARKER})`;
      where.push(query.missingTranslation ? missing : sql`not (${missing})`);
    }
    if (source.search) where.push(source.search(id));
    return where;
  }

  private activated(): RawBuilder<unknown> {
    return sql`exists (select 1 from users u
      where u.entity_id = e.id and u.deleted_at is null and u.first_connect_complete = 1)`;
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

/** SQLite: a page's rows drawn from these few records (a search's hits, the records missing a language), each read by its id. */
function fromIds(ids: number[]): Source {
  const list = JSON.stringify(ids);
  return {
    from: sql`json_each(${list}) h cross join entities e on e.id = h.value`,
    // Each record's own key (the planner would otherwise prefer walking a whole order index).
    withSortKeys: sql`json_each(${list}) h
      cross join entity_sort_keys k indexed by entity_sort_keys_entity on k.entity_id = h.value
      cross join entities e on e.id = k.entity_id`,
  };
}

/** PostgreSQL: the `like` pattern of texts holding the needle (its own `%`, `_` and `\\` taken literally). */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a call is searched and nothing else (no filter, no existence test), in the catalogue's own order. */
function searchAlone(query: ListQuery): boolean {
  return (
    query.order.length === 0 &&
    query.equals.length === 0 &&
    query.exists.length === 0 &&
    query.missingTranslation === undefined
  );
}

/** Whether a call is narrowed (a filter, an existence test, the missing-translation filter or a search). */
function narrows(query: ListQuery, source: Source): boolean {
  return (
    query.equals.length > 0 ||
    query.exists.length > 0 ||
    query.missingTranslation !== undefined ||
    source.search !== undefined
  );
}
