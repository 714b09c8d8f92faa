import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { databaseOf, keptDatabase, keptDataDir, LOADED_SQLITE, loadedDatabase, otherDatabase } from './kept';

export type DatabaseKind = 'SQLite' | 'PostgreSQL';

/**
 * The database one size is measured on, and the folder of its files (uploads, outbox, SQLite's file, and with
 * BENCH_KEEP the records loaded into it). Without BENCH_KEEP both are new and dropped at the end; with it, they are
 * kept, and each later run starts from a copy of the database as it was loaded (`restore`).
 */
export interface BenchDatabase {
  kind: DatabaseKind;
  size: number;
  dataDir: string;
  /** The server's DATABASE_URL (PostgreSQL). */
  url?: string;
  /** Whether BENCH_KEEP holds this size's loaded records and its database as loaded. */
  kept(): Promise<boolean>;
  /** An empty database (and folder) to load into. */
  create(): Promise<void>;
  /** Saves the database just loaded as the copy later kept runs start from. */
  keepLoaded(): Promise<void>;
  /** Puts the database back as it was loaded. */
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/** The folder of a size's files: kept under BENCH_KEEP (named after the database), or a new temporary one. */
function dataDirOf(keep: string | undefined, size: number, postgresDatabase?: string): string {
  const dir = keep ? keptDataDir(keep, size, postgresDatabase) : mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A new empty folder in place of `dir` (a kept folder left by an interrupted load is started again). */
function emptyFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

export function sqliteDatabase(size: number, keep: string | undefined): BenchDatabase {
  const dataDir = dataDirOf(keep, size);
  const file = path.join(dataDir, 'backoffice.sqlite');
  const loadedFile = path.join(dataDir, LOADED_SQLITE);
  return {
    kind: 'SQLite',
    size,
    dataDir,
    async kept() {
      return Boolean(keep) && existsSync(path.join(dataDir, 'loaded.json')) && existsSync(loadedFile);
    },
    async create() {
      emptyFolder(dataDir);
    },
    async keepLoaded() {
      const db = new SqliteDatabase(file);
      db.prepare('VACUUM INTO ?').run(loadedFile);
      db.close();
    },
    async restore() {
      for (const journal of ['-wal', '-shm']) rmSync(`${file}${journal}`, { force: true });
      copyFileSync(loadedFile, file);
    },
    async drop() {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on a PostgreSQL database, on a connection of its own. */
export async function adminQuery(url: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await admin.query(text, values);
  } finally {
    await admin.end();
  }
}

/**
 * A size's database on the PostgreSQL server `serverUrl` names: `bench_<size>_<pid>`, or with BENCH_KEEP
 * `<own database>_keep_<size>` beside its copy as loaded.
 */
export function postgresDatabase(serverUrl: string, size: number, keep: string | undefined): BenchDatabase {
  const own = databaseOf(serverUrl) ?? 'bench';
  const name = keep ? keptDatabase(own, size) : `bench_${size}_${process.pid}`;
  const dataDir = dataDirOf(keep, size, own);
  const url = otherDatabase(serverUrl, name);
  return {
    kind: 'PostgreSQL',
    size,
    dataDir,
    url,
    async kept() {
      if (!keep || !existsSync(path.join(dataDir, 'loaded.json'))) return false;
      const found = await adminQuery(serverUrl, 'select 1 from pg_database where datname = $1', [loadedDatabase(name)]);
      return found.rows.length > 0;
    },
    async create() {
      emptyFolder(dataDir);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${loadedDatabase(name)} WITH (FORCE)`);
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    },
    async keepLoaded() {
      await adminQuery(serverUrl, `CREATE DATABASE ${loadedDatabase(name)} TEMPLATE ${name}`);
    },
    async restore() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // A copy of the files (PostgreSQL 15's default copies them through the write-ahead log, a gigabyte at 100,000 rows).
      await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${loadedDatabase(name)} STRATEGY FILE_COPY`);
    },
    async drop() {
      if (keep) return;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How the bench reaches PostgreSQL, said in its report: TCP or the Unix socket. */
function connectionOf(url: string): string {
  const { host, port } = new pg.Client({ connectionString: url });
  return host?.startsWith('/') ? `Unix socket ${host} (port ${port ?? 5432})` : `TCP ${host}:${port ?? 5432}`;
}

/**
 * A database as the report's first line names it, with the settings figures depend on: PostgreSQL's connection,
 * memory and commit flush; SQLite's flush (set by the server).
 */
export async function describeDatabase(kind: DatabaseKind, postgresUrl?: string): Promise<string> {
  if (kind === 'SQLite' || !postgresUrl) return 'SQLite (synchronous = FULL)';
  const { rows } = await adminQuery(
    postgresUrl,
    'select name, current_setting(name) as value from unnest($1::text[]) with ordinality as s(name, n) order by n',
    [['shared_buffers', 'synchronous_commit', 'wal_compression']],
  );
  return `PostgreSQL over ${connectionOf(postgresUrl)} (${rows.map(({ name, value }) => `${name} = ${value}`).join(', ')})`;
}

/** A bench's own new database, dropped after: a temporary folder, and with a PostgreSQL server a new database on it. */
export interface ScratchDatabase {
  kind: DatabaseKind;
  dataDir: string;
  /** The server's DATABASE_URL (PostgreSQL). */
  url?: string;
  drop(): Promise<void>;
}

async function askPostgresServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database named after `bench` (`bench_<bench>_<random>` on PostgreSQL), on `postgresUrl`'s server if given. */
export async function scratchDatabase(bench: string, postgresUrl?: string): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `backoffice-bench-${bench}-`));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgresUrl) return { kind: 'SQLite', dataDir, drop: async () => removeFolder() };
  const name = `bench_${bench}_${randomBytes(4).toString('hex')}`;
  await askPostgresServer(postgresUrl, `create database ${name}`);
  return {
    kind: 'PostgreSQL',
    dataDir,
    url: otherDatabase(postgresUrl, name),
    drop: async () => {
      await askPostgresServer(postgresUrl, `drop database if exists ${name} with (force)`);
      removeFolder();
    },
  };
}

/**
 * The databases a bench run alone measures (`npx tsx bench/<bench>.ts`): `BENCH_DATABASES` (sqlite, postgres or both),
 * else both when `DATABASE_URL` names a PostgreSQL server, else SQLite; and that server's address.
 */
export function scratchDatabasesFromEnvironment(): { databases: DatabaseKind[]; postgresUrl: string | undefined } {
  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const databases: DatabaseKind[] = (process.env.BENCH_DATABASES ?? (postgresUrl ? 'sqlite,postgres' : 'sqlite'))
    .split(',')
    .map((name) => (/^sqlite$/i.test(name.trim()) ? 'SQLite' : 'PostgreSQL'));
  return { databases, postgresUrl };
}
