import type { Kysely, Transaction } from 'kysely';
import { type ListQuery, MAX_ITEMS_PER_PAGE } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import type { IfMatch } from '../../lib/recordVersion';
import type { Db, Json } from '../db/connection';
import { isPostgres } from '../db/ddl';
import type { Database, EntityRow } from '../db/schema';
import { notFound } from '../errors';
import { type Author, HistoryRecorder, SERVER } from '../history/entries';
import type { ModelRegistry } from '../models';
import { BulkUpkeep, createMany } from './bulkWrites';
import type { StoreContext } from './context';
import { ListIndex } from './listIndex';
import { ListSql } from './listSql';
import { reorder } from './ordering';
import type { AccountHooks, CallerCheck, CreateRules, ImageSaver } from './ports';
import { listPage, readRecord, type VersionedRecord, viewCounts } from './recordReads';
import {
  createInternalRecord,
  createRecord,
  type InternalNote,
  removeRecord,
  revertRecord,
  type UpdateNote,
  updateRecord,
} from './recordWrites';
import { RelationStore } from './relationStore';
import { activeRows, assertExists, findRow, type ReferencedRow, toRecord } from './rows';
import { decorate } from './summaries';
import { runTransaction } from './transactions';
import { CatalogueTransfer } from './transfer';
import { restoreRecord, trashPage } from './trash';

export type { VersionedRecord } from './recordReads';

/**
 * The catalogues' records as one object for the routes, the seed and the bench: each call is answered by the room
 * of its concern (recordReads, recordWrites, versions, ordering, bulkWrites, summaries; docs/server-layout.md).
 */
export class EntityStore {
  /** Relation and children calls over this store's records. */
  readonly relations: RelationStore;
  /** What list calls filter, order and search on, kept at write time. */
  readonly listIndex: ListIndex;
  /** Export and import of a catalogue's records as files (docs/export-import.md). */
  readonly transfer: CatalogueTransfer;
  private readonly context: StoreContext;
  private readonly upkeep: BulkUpkeep;

  constructor(
    readonly db: Kysely<Database>,
    readonly models: ModelRegistry,
    images: ImageSaver,
    accounts: AccountHooks,
    /** PostgreSQL: connections keeping one plan per statement, for small catalogues' pages (openOnePlanDatabase). */
    readonly onePlan?: Kysely<Database>,
    /** Appends each write's history entry in its transaction (docs/history.md). */
    readonly history: HistoryRecorder = new HistoryRecorder(),
  ) {
    const postgres = isPostgres(db as Kysely<unknown>);
    this.listIndex = new ListIndex(models, postgres);
    this.relations = new RelationStore(db, models, history, (trx, model, records) =>
      this.decorate(trx, model, records),
    );
    this.context = {
      db,
      models,
      postgres,
      images,
      accounts,
      listIndex: this.listIndex,
      listSql: new ListSql(postgres),
      relations: this.relations,
      history,
      onePlan,
    };
    this.upkeep = new BulkUpkeep(this.context);
    this.transfer = new CatalogueTransfer(this.context, this.upkeep);
  }

  model(name: string): ResourceModel {
    const model = this.models.byName.get(name);
    if (!model) throw notFound(name);
    return model;
  }

  activeRows(db: Db, resource: string) {
    return activeRows(db, resource);
  }

  findRow(db: Db, model: ResourceModel, id: number): Promise<EntityRow> {
    return findRow(db, model, id);
  }

  toRecord(model: ResourceModel, row: EntityRow): Json {
    return toRecord(model, row);
  }

  /** One page of a list call (recordReads.listPage); `caller`: the account check its statement answers. */
  list(model: ResourceModel, query: ListQuery, language = 'fr', caller?: CallerCheck): Promise<Json[]> {
    return listPage(this.context, model, query, language, caller);
  }

  /** How many active records match the query's filters and search (its paging and order do not matter). */
  count(model: ResourceModel, query: ListQuery): Promise<number> {
    return this.context.listSql.count(this.db, model, query);
  }

  /**
   * The number of active records of every console view of every listed catalogue, by view name; with
   * `missingTranslation`, of the views of catalogues with translation sets, narrowed by that filter.
   */
  counts(missingTranslation?: boolean): Promise<Record<string, number>> {
    return viewCounts(this.context, missingTranslation);
  }

  async get(model: ResourceModel, id: number, db: Db = this.db): Promise<Json> {
    return (await this.read(model, id, db)).record;
  }

  /** The record and its version, read from one row (recordReads.readRecord). */
  read(model: ResourceModel, id: number, db: Db = this.db, caller?: CallerCheck): Promise<VersionedRecord> {
    return readRecord(this.context, model, id, db, caller);
  }

  /** Runs `work` in `trx`, else in a new transaction tried again after a PostgreSQL deadlock. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, trx?: Transaction<Database>): Promise<T> {
    return runTransaction(this.db, work, trx);
  }

  /**
   * `author`: who the history names (docs/history.md), the server itself when not given; `rules`: the demo data's
   * (CreateRules: languages that may miss, accounts created without e-mail), clients' writes take none.
   */
  create(
    model: ResourceModel,
    input: unknown,
    inTrx?: Transaction<Database>,
    author: Author = SERVER,
    rules?: CreateRules,
  ): Promise<Json> {
    return createRecord(this.context, model, input, inTrx, author, rules);
  }

  /** The bulk path (bulkWrites.createMany): all or none, a refused record named by its index. */
  createMany(model: ResourceModel, inputs: unknown[], author: Author = SERVER): Promise<number[]> {
    return createMany(this.context, this.upkeep, model, inputs, author);
  }

  /** Resolves once the upkeep after bulk writes has ended (the bench measures a loaded database as it is left then). */
  tidied(): Promise<void> {
    return this.upkeep.tidied();
  }

  /** A record the server composes itself, unchecked (recordWrites.createInternalRecord). */
  createInternal(
    model: ResourceModel,
    data: Json,
    complete?: (id: number) => Json,
    note: InternalNote = { author: SERVER },
  ): Promise<Json> {
    return createInternalRecord(this.context, model, data, complete, note);
  }

  async update(
    model: ResourceModel,
    id: number,
    input: unknown,
    inTrx?: Transaction<Database>,
    author: Author = SERVER,
  ): Promise<Json> {
    return (await this.updateVersioned(model, id, input, { check: false }, inTrx, undefined, { author })).record;
  }

  /** An update checked against the versions `ifMatch` names (recordWrites.updateRecord). */
  updateVersioned(
    model: ResourceModel,
    id: number,
    input: unknown,
    ifMatch: IfMatch,
    inTrx?: Transaction<Database>,
    caller?: CallerCheck,
    note: UpdateNote = { author: SERVER },
  ): Promise<VersionedRecord> {
    return updateRecord(this.context, model, id, input, ifMatch, inTrx, caller, note);
  }

  /** Puts a record's editable fields back to how they were right after one of its revisions (recordWrites.revertRecord). */
  revert(model: ResourceModel, id: number, revisionId: number, author: Author): Promise<VersionedRecord> {
    return revertRecord(this.context, model, id, revisionId, author);
  }

  remove(model: ResourceModel, id: number, author: Author, inTrx?: Transaction<Database>): Promise<void> {
    return removeRecord(this.context, model, id, author, inTrx);
  }

  /** One page of the catalogue's deleted records (trash.trashPage). */
  trash(model: ResourceModel, query: ListQuery, language = 'fr'): Promise<Json[]> {
    return trashPage(this.context, model, query, language);
  }

  /** Puts a deleted record back, checked as a write (trash.restoreRecord). */
  restore(model: ResourceModel, id: number, author: Author, inTrx?: Transaction<Database>): Promise<VersionedRecord> {
    return restoreRecord(this.context, model, id, author, inTrx);
  }

  /**
   * The ids of every active record the query's filters and search match, in its order (its paging does not matter):
   * what "select all matching" of a listing acts on. Read page by page through the list index.
   */
  async matchingIds(model: ResourceModel, query: ListQuery): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const rows = await this.context.listSql.page(
        this.db,
        model,
        { ...query, page, itemsPerPage: MAX_ITEMS_PER_PAGE },
        'fr',
      );
      ids.push(...rows.map((row) => row.id));
      if (rows.length < MAX_ITEMS_PER_PAGE) return ids;
    }
  }

  /** Moves a record to `position` among its siblings and renumbers the group densely. */
  reorder(
    model: ResourceModel,
    id: number,
    position: number,
    author: Author = SERVER,
  ): Promise<Array<{ id: number; displayOrder: number }>> {
    return reorder(this.context, model, id, position, author);
  }

  /** Embedded reference summaries and account fields. */
  decorate(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
    return decorate(this.context, db, model, records);
  }

  /** The referenced records exist, and on PostgreSQL stay so until the write commits (their delete waits). */
  assertExists(db: Db, resource: string, ids: number[], field: string): Promise<ReferencedRow[]> {
    return assertExists(db, resource, ids, field, this.context.postgres);
  }
}
