import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { HistoryRecorder } from '../history/entries';
import type { ModelRegistry } from '../models';
import type { ListIndex } from './listIndex';
import type { ListSql } from './listSql';
import type { AccountHooks, ImageSaver } from './ports';
import type { RelationStore } from './relationStore';

/** What the store's rooms (reads, writes, ordering, bulk writes) share: built once by EntityStore. */
export interface StoreContext {
  readonly db: Kysely<Database>;
  readonly models: ModelRegistry;
  /** PostgreSQL runs writes in parallel and locks rows; SQLite has one writer at a time. */
  readonly postgres: boolean;
  readonly images: ImageSaver;
  readonly accounts: AccountHooks;
  /** What list calls filter, order and search on, kept at write time. */
  readonly listIndex: ListIndex;
  readonly listSql: ListSql;
  /** Relation and children calls over the store's records. */
  readonly relations: RelationStore;
  /** Appends each write's history entry in the write's transaction (docs/history.md). */
  readonly history: HistoryRecorder;
  /** PostgreSQL: connections keeping one plan per statement, for small catalogues' pages (openOnePlanDatabase). */
  readonly onePlan?: Kysely<Database>;
}
