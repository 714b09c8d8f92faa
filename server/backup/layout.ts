import { STORAGE_NAME } from '../files/fileContents';

/** What a backup file holds (docs/operations.md, "Backups"), entry by entry. */
export const ENTRIES = {
  /** BackupManifest, as JSON: the first entry. */
  manifest: 'backup.json',
  /** SQLite: a consistent copy of the database file (better-sqlite3's backup API). */
  sqlite: 'database.sqlite',
  /** PostgreSQL: `pg_dump --format=custom` of the database. */
  postgres: 'database.pgdump',
  /** The token-signing secret a server generated in the data folder (no JWT_SECRET), when there is one. */
  jwtSecret: 'jwt-secret',
  /** Uploaded images kept in a folder (not in the database): `uploads/<storage name>`. */
  uploadsFolder: 'uploads',
} as const;

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** When the database was copied (ISO 8601). */
  createdAt: string;
  database: 'sqlite' | 'postgres';
  /** The migrations the database had: a newer server applies the ones after at its start. */
  migrations: string[];
  /** Uploaded images kept in a folder, in `uploads/`; those kept in the database are in its copy. */
  uploads: number;
}

/** The entries a backup may hold: nothing else is unpacked, so no name reaches outside the unpacking folder. */
export function isBackupEntry(name: string): boolean {
  if (([ENTRIES.manifest, ENTRIES.sqlite, ENTRIES.postgres, ENTRIES.jwtSecret] as string[]).includes(name)) return true;
  const [folder, file, ...rest] = name.split('/');
  return folder === ENTRIES.uploadsFolder && rest.length === 0 && STORAGE_NAME.test(file ?? '');
}
