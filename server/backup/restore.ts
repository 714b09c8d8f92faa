import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type Config, keepDataOwnerOnly } from '../config';
import { isPostgresUrl, openDatabase, sqliteFile } from '../db/database';
import { openFileContents } from '../files/fileContents';
import { OperatorError } from '../operatorError';
import { withoutPassword } from '../settings';
import { extractArchive } from './archive';
import { BACKUP_FORMAT, type BackupManifest, ENTRIES, isBackupEntry } from './layout';
import { runPostgresTool } from './postgresTools';

async function unpack(file: string, staging: string): Promise<BackupManifest> {
  try {
    await extractArchive(file, staging, isBackupEntry);
    const manifest = JSON.parse(await readFile(path.join(staging, ENTRIES.manifest), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`backup format ${manifest.format}, not ${BACKUP_FORMAT}`);
    return manifest;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no backup.json' : (error as Error).message;
    throw new OperatorError(`${file} is not a backup made by npm run backup (${reason})`);
  }
}

/** The database restored into must be new: a restore never mixes two installations' records. */
async function refuseUnlessEmpty(config: Config): Promise<void> {
  if (!isPostgresUrl(config.databaseUrl)) {
    const target = sqliteFile(config);
    if (existsSync(target))
      throw new OperatorError(
        `${target} already exists: restore into a new data folder (DATA_DIR), or move the database away first`,
      );
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
    );
    if (rows[0].tables > 0)
      throw new OperatorError(
        `The database ${withoutPassword(config.databaseUrl as string)} is not empty (${rows[0].tables} tables): restore into a new, empty database (createdb)`,
      );
  } finally {
    await client.end();
  }
}

async function restoreDatabase(config: Config, staging: string): Promise<void> {
  if (isPostgresUrl(config.databaseUrl)) {
    await runPostgresTool('pg_restore', config.databaseUrl as string, [
      '--no-owner',
      '--no-privileges',
      // COMMENT ON EXTENSION needs the extension's owner: the comments are not the product's.
      '--no-comments',
      '--exit-on-error',
      '--single-transaction',
      path.join(staging, ENTRIES.postgres),
    ]);
    return;
  }
  const target = sqliteFile(config);
  const copy = path.join(staging, ENTRIES.sqlite);
  // Across file systems (a sqlite: file outside the data folder) a rename cannot move it.
  await rename(copy, target).catch(() => copyFileSync(copy, target));
  await chmod(target, 0o600);
}

/** Puts the uploads of the backup where the settings keep uploads now (a folder, or the database). */
async function restoreUploads(config: Config, staging: string): Promise<{ count: number; into: string }> {
  const folder = path.join(staging, ENTRIES.uploadsFolder);
  const contents = openFileContents(config.filesUrl, isPostgresUrl(config.databaseUrl), config.dataDir);
  const names = existsSync(folder) ? readdirSync(folder) : [];
  if (names.length === 0) return { count: 0, into: contents.description };
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    for (const name of names) await contents.put(db, name, await readFile(path.join(folder, name)));
  } finally {
    await db.destroy();
  }
  return { count: names.length, into: contents.description };
}

export interface RestoreSummary {
  manifest: BackupManifest;
  uploads: { count: number; into: string };
}

/**
 * Restores the backup `file` into the installation the settings name, which must be new: an empty data folder
 * (SQLite) or an empty database (PostgreSQL), of the backup's kind. The server must not run on it meanwhile; it
 * applies the migrations newer than the backup's at its next start.
 */
export async function restore(config: Config, file: string): Promise<RestoreSummary> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new OperatorError(`${source} does not exist`);
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpack(source, staging);
    const kind = isPostgresUrl(config.databaseUrl) ? 'postgres' : 'sqlite';
    if (manifest.database !== kind)
      throw new OperatorError(
        `This backup holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database and the settings name a ${kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} one (DATABASE_URL): restore it into the same kind`,
      );
    await refuseUnlessEmpty(config);
    await restoreDatabase(config, staging);
    const secret = path.join(staging, ENTRIES.jwtSecret);
    const kept = path.join(config.dataDir, ENTRIES.jwtSecret);
    if (existsSync(secret) && !existsSync(kept)) copyFileSync(secret, kept);
    const uploads = await restoreUploads(config, staging);
    return { manifest, uploads };
  } finally {
    await rm(staging, { recursive: true, force: true });
    keepDataOwnerOnly(config.dataDir);
  }
}
