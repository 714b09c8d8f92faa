import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { defaultPoolSize } from '../config';
import { isPostgres } from './ddl';
import * as initial from './migrations/2026-11-21T00-initial';
import * as listIndex from './migrations/2026-11-22T01-list-index';
import * as replicaSharedState from './migrations/2026-11-22T02-replica-shared-state';
import * as recordVersions from './migrations/2026-11-22T03-record-versions';
import * as activeIds from './migrations/2026-11-22T04-active-ids';
import * as searchIndexDirect from './migrations/2026-11-23T05-search-index-direct';
import * as activeAccounts from './migrations/2026-11-23T06-active-accounts';
import * as history from './migrations/2026-11-24T07-history';
import * as historyFilterPairs from './migrations/2026-11-27T08-history-filter-pairs';
import * as savedViews from './migrations/2026-12-01T09-saved-views';
import * as conditionReferences from './migrations/2026-12-02T10-condition-references';
import { preparingPool } from './preparedStatements';
import type { Database } from './schema';
import { TwoConnectionsDialect } from './sqliteConnections';

/** Migrations in date order; a new one is added here and never edited afterwards. */
const migrations: Record<string, Migration> = {
  '2026-11-21T00-initial': initial,
  '2026-11-22T01-list-index': listIndex,
  '2026-11-22T02-replica-shared-state': replicaSharedState,
  '2026-11-22T03-record-versions': recordVersions,
  '2026-11-22T04-active-ids': activeIds,
  '2026-11-23T05-search-index-direct': searchIndexDirect,
  '2026-11-23T06-active-accounts': activeAccounts,
  '2026-11-24T07-history': history,
  '2026-11-27T08-history-filter-pairs': historyFilterPairs,
  '2026-12-01T09-saved-views': savedViews,
  '2026-12-02T10-condition-references': conditionReferences,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The names of the migrations this version holds, oldest first. */
export const migrationNames = () => Object.keys(migrations);

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL: the most connections kept open (config.databasePoolSize). */
  poolSize?: number;
  /** Told when PostgreSQL drops an idle pooled connection (restart, administrator command); the pool reconnects on next use. */
  onIdleConnectionError?: (error: Error) => void;
}

/** PostgreSQL: a pool of `max` connections preparing their statements, each set up by `setUp` once connected. */
function postgresDatabase(options: DatabaseOptions, max: number, setUp?: string): Kysely<Database> {
  // Return integer columns (count, bigint) as numbers.
  pg.types.setTypeParser(20, (v) => Number(v));
  // Each connection prepares its statements once (docs/storage.md).
  const pool = preparingPool(new pg.Pool({ connectionString: options.databaseUrl as string, max }));
  // Queued on the new connection before any statement the pool hands it out for.
  if (setUp) pool.on('connect', (client) => void client.query(setUp).catch(() => undefined));
  // Without a listener, an idle connection's error is thrown as an uncaught 'error' event and stops the process.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The SQLite database file: `sqlite:<file>` in DATABASE_URL, else `backoffice.sqlite` in the data folder. */
export function sqliteFile(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>): string {
  return options.databaseUrl?.startsWith('sqlite:')
    ? path.resolve(options.databaseUrl.slice('sqlite:'.length))
    : path.join(options.dataDir, 'backoffice.sqlite');
}

export function openDatabase(options: DatabaseOptions): Kysely<Database> {
  if (isPostgresUrl(options.databaseUrl)) return postgresDatabase(options, options.poolSize ?? defaultPoolSize());
  const open = () => {
    const sqlite = new SqliteDatabase(sqliteFile(options));
    sqlite.pragma('journal_mode = WAL');
    // A commit is on disk before it is answered, as with PostgreSQL's default (docs/storage.md, "Durability"): without
    // this, better-sqlite3's build opens a database already in WAL mode with `synchronous = NORMAL`, where the last
    // commits before a power loss may be lost, and a new one with FULL.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return sqlite;
  };
  // The writer first: it makes the file (and its WAL) the reader then opens.
  const writer = open();
  return new Kysely<Database>({ dialect: new TwoConnectionsDialect(writer, open()) });
}

/**
 * PostgreSQL: a few more connections, whose prepared statements keep one plan from their first call
 * (`plan_cache_mode = force_generic_plan`), for the pages of small catalogues, which no plan can make costly
 * (server/store/listSql.ts, SMALL_CATALOGUE; docs/storage.md). Left to itself, PostgreSQL would plan their searches
 * at every call, judging its generic plan dearer than a plan made for each term. Undefined on SQLite.
 */
export function openOnePlanDatabase(options: DatabaseOptions): Kysely<Database> | undefined {
  if (!isPostgresUrl(options.databaseUrl)) return undefined;
  const max = Math.max(1, Math.ceil((options.poolSize ?? defaultPoolSize()) / 2));
  // A generic plan's estimates are rough (a walk whose per-row check PostgreSQL cannot price): JIT compilation, which
  // its cost would trigger (11 ms of compiling for a page that runs in 4), is left to the main pool's statements.
  return postgresDatabase(options, max, 'set plan_cache_mode = force_generic_plan; set jit = off');
}

/** Applies the migrations not applied yet, in order; answers the names of those it applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (isPostgres(db as unknown as Kysely<unknown>)) await enableTrigrams(db);
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Every migration this version holds, in order, with when it was applied (undefined: pending). */
export async function migrationStatus(db: Kysely<Database>): Promise<Array<{ name: string; appliedAt?: Date }>> {
  const migrations = await new Migrator({ db, provider }).getMigrations();
  return migrations.map((migration) => ({ name: migration.name, appliedAt: migration.executedAt }));
}

/**
 * Search on PostgreSQL uses a pg_trgm index when the extension can be enabled (it is a trusted extension:
 * the database owner may); without it, search still works by scanning (docs/storage.md).
 */
async function enableTrigrams(db: Kysely<Database>): Promise<void> {
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    // not allowed on this server: searches scan instead
  }
}
