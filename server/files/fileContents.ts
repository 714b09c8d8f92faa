import { mkdirSync } from 'node:fs';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/connection';

/** Random storage names chosen by the file store: anything else cannot name a stored file. */
export const STORAGE_NAME = /^[0-9a-f]{32}\.[a-z]+$/;

/** Where the bytes of uploaded files live; the `files` table always holds their description. */
export interface FileContents {
  /** Told in the start-up log. */
  readonly description: string;
  put(db: Db, storageName: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when none are stored under that name. */
  get(db: Db, storageName: string): Promise<Buffer | null>;
  remove(db: Db, storageNames: string[]): Promise<void>;
  /** Names of the contents stored before `before` (older ones only: a save may still be under way). */
  storedBefore(db: Db, before: Date): Promise<string[]>;
}

/** One file per upload in a folder (the data folder's `uploads` by default): one machine, or a shared volume. */
export class FolderContents implements FileContents {
  readonly description: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.description = `folder ${dir}`;
  }

  async put(_db: Db, storageName: string, bytes: Buffer): Promise<void> {
    await writeFile(path.join(this.dir, storageName), bytes, { mode: 0o600 });
  }

  async get(_db: Db, storageName: string): Promise<Buffer | null> {
    return readFile(path.join(this.dir, storageName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async remove(_db: Db, storageNames: string[]): Promise<void> {
    for (const name of storageNames) await unlink(path.join(this.dir, name)).catch(() => undefined);
  }

  async storedBefore(_db: Db, before: Date): Promise<string[]> {
    const names: string[] = [];
    for (const name of await readdir(this.dir)) {
      if (!STORAGE_NAME.test(name)) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info && info.mtimeMs < before.getTime()) names.push(name);
    }
    return names;
  }
}

/** The bytes in the `file_contents` table: every replica on the database reads them, backups include them. */
export class DatabaseContents implements FileContents {
  readonly description = 'database (file_contents table)';

  async put(db: Db, storageName: string, bytes: Buffer): Promise<void> {
    await db
      .insertInto('file_contents')
      .values({ storage_name: storageName, bytes, created_at: new Date().toISOString() })
      .execute();
  }

  async get(db: Db, storageName: string): Promise<Buffer | null> {
    const row = await db
      .selectFrom('file_contents')
      .select('bytes')
      .where('storage_name', '=', storageName)
      .executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  }

  async remove(db: Db, storageNames: string[]): Promise<void> {
    if (storageNames.length > 0)
      await db.deleteFrom('file_contents').where('storage_name', 'in', storageNames).execute();
  }

  async storedBefore(db: Db, before: Date): Promise<string[]> {
    const rows = await db
      .selectFrom('file_contents')
      .select('storage_name')
      .where('created_at', '<', before.toISOString())
      .execute();
    return rows.map((row) => row.storage_name);
  }
}

const FILES_URL_HELP = 'use "database", or file:///an/absolute/folder shared by every replica';

/**
 * FILES_URL: `database`, or `file:///folder`; unset, the database on PostgreSQL (replicas share it) and
 * the data folder's `uploads` with SQLite (one machine). S3 storage is not offered.
 */
export function openFileContents(filesUrl: string | undefined, onPostgres: boolean, dataDir: string): FileContents {
  const uploads = path.join(dataDir, 'uploads');
  if (!filesUrl) return onPostgres ? new DatabaseContents() : new FolderContents(uploads);
  if (filesUrl === 'database') return new DatabaseContents();
  if (filesUrl.startsWith('file:')) {
    let dir: string;
    try {
      dir = fileURLToPath(filesUrl);
    } catch {
      throw new Error(`Invalid FILES_URL ${filesUrl}: ${FILES_URL_HELP}`);
    }
    return new FolderContents(dir);
  }
  if (filesUrl.startsWith('s3:')) throw new Error(`FILES_URL: S3 storage is not available; ${FILES_URL_HELP}`);
  throw new Error(`Invalid FILES_URL ${filesUrl}: ${FILES_URL_HELP}`);
}
