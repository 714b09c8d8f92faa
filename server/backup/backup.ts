import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { isPostgresUrl, sqliteFile } from '../db/database';
import { FolderContents, openFileContents } from '../files/fileContents';
import { OperatorError } from '../operatorError';
import { type ArchiveEntry, writeArchive } from './archive';
import { BACKUP_FORMAT, type BackupManifest, ENTRIES } from './layout';
import { runPostgresTool } from './postgresTools';

/** A copy of the database in the staging folder, and what it says: its migrations and the files it names. */
interface DatabaseCopy {
  file: string;
  entry: string;
  migrations: string[];
  /** Storage names of its active uploaded files: the uploads a folder must hold for it. */
  activeFiles: string[];
}

/** better-sqlite3's backup copies this many pages per step: all, in one read transaction, so the copy is consistent. */
const ALL_PAGES = 0x7fffffff;

const notOurs = (where: string) =>
  new OperatorError(`${where} holds no database of this product (no migration applied): nothing to back up`);

async function copySqlite(config: Config, staging: string): Promise<DatabaseCopy> {
  const source = sqliteFile(config);
  if (!existsSync(source))
    throw new OperatorError(`No database at ${source} (DATA_DIR, DATABASE_URL): nothing to back up`);
  const file = path.join(staging, ENTRIES.sqlite);
  // Another connection beside the running server's: SQLite in WAL mode lets it read while the server writes.
  const live = new SqliteDatabase(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(file, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new SqliteDatabase(file);
  try {
    // One file, needing no -wal beside it; the server turns WAL back on when it opens the restored database.
    copy.pragma('journal_mode = DELETE');
    if (!copy.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get()) throw notOurs(source);
    return {
      file,
      entry: ENTRIES.sqlite,
      migrations: copy.prepare('select name from kysely_migration order by name').pluck().all() as string[],
      activeFiles: copy.prepare('select storage_name from files where deleted_at is null').pluck().all() as string[],
    };
  } finally {
    copy.close();
  }
}

/**
 * pg_dump's copy, and the files it names read in the very snapshot it dumps (`pg_export_snapshot`): the uploads
 * copied after match the dump exactly.
 */
async function copyPostgres(config: Config, staging: string): Promise<DatabaseCopy> {
  const url = config.databaseUrl as string;
  const file = path.join(staging, ENTRIES.postgres);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; ours: boolean }>(
      "select pg_export_snapshot() as snapshot, to_regclass('kysely_migration') is not null as ours",
    );
    if (!rows[0].ours) throw notOurs('The database');
    const names = async (query: string) => (await client.query<{ name: string }>(query)).rows.map((row) => row.name);
    const migrations = await names('select name from kysely_migration order by name');
    const activeFiles = await names('select storage_name as name from files where deleted_at is null');
    await runPostgresTool('pg_dump', url, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
    ]);
    await client.query('commit');
    return { file, entry: ENTRIES.postgres, migrations, activeFiles };
  } finally {
    await client.end();
  }
}

/** The uploads a folder keeps for the copy's active files; none when they live in the database (then in its copy). */
function uploadEntries(config: Config, activeFiles: string[]) {
  const contents = openFileContents(config.filesUrl, isPostgresUrl(config.databaseUrl), config.dataDir);
  if (!(contents instanceof FolderContents)) return { entries: [], missing: [], folder: undefined };
  const entries: ArchiveEntry[] = [];
  const missing: string[] = [];
  for (const name of [...activeFiles].sort()) {
    const file = path.join(contents.dir, name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (!info) missing.push(name);
    else
      entries.push({ name: `${ENTRIES.uploadsFolder}/${name}`, size: info.size, bytes: () => createReadStream(file) });
  }
  return { entries, missing, folder: contents.dir };
}

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  /** Where the uploads were read, when a folder holds them. */
  uploadsFolder?: string;
  /** Files the database names that the uploads folder did not hold (removed by hand, or lost before). */
  missingUploads: string[];
}

/**
 * Backs up the installation the settings name into the new file `target` (docs/operations.md, "Backups"), while the
 * server runs: a consistent copy of the database (SQLite's backup API, or pg_dump), the uploads its files name when a
 * folder keeps them, and the token-signing secret the data folder keeps.
 */
export async function backUp(config: Config, target: string): Promise<BackupSummary> {
  const file = path.resolve(target);
  if (existsSync(file)) throw new OperatorError(`${file} already exists: name a new file`);
  if (!existsSync(path.dirname(file))) throw new OperatorError(`The folder ${path.dirname(file)} does not exist`);
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  try {
    const createdAt = new Date().toISOString();
    const copy = isPostgresUrl(config.databaseUrl)
      ? await copyPostgres(config, staging)
      : await copySqlite(config, staging);
    const uploads = uploadEntries(config, copy.activeFiles);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt,
      database: isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite',
      migrations: copy.migrations,
      uploads: uploads.entries.length,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const secret = path.join(config.dataDir, ENTRIES.jwtSecret);
    const secretEntries: ArchiveEntry[] = existsSync(secret)
      ? [{ name: ENTRIES.jwtSecret, size: statSync(secret).size, bytes: () => createReadStream(secret) }]
      : [];
    await writeArchive(file, [
      { name: ENTRIES.manifest, size: manifestBytes.length, bytes: () => [manifestBytes] },
      { name: copy.entry, size: statSync(copy.file).size, bytes: () => createReadStream(copy.file) },
      ...secretEntries,
      ...uploads.entries,
    ]);
    return { file, manifest, uploadsFolder: uploads.folder, missingUploads: uploads.missing };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
