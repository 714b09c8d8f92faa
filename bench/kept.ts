import path from 'node:path';
import pg from 'pg';
import { TokenSigner } from '../server/auth/tokens';
import { BENCH_ADMIN_CLAIMS } from './loadData';

/**
 * What a bench run keeps with BENCH_KEEP and the tools that reuse it (bench/run.ts, abDetail.ts, traceDetail.ts)
 * find it by: the folder of each size's loaded records, the PostgreSQL database holding them, and the secret the
 * servers sign their tokens with.
 */
export const BENCH_JWT_SECRET = 'bench-secret-not-for-production';

/** An access token of the bench's administrator, for servers started with BENCH_JWT_SECRET. */
export const benchAdminToken = (): Promise<string> =>
  new TokenSigner(new TextEncoder().encode(BENCH_JWT_SECRET), 7200).sign(BENCH_ADMIN_CLAIMS);

/** The database a PostgreSQL URL names, as the driver reads it. */
export const databaseOf = (url: string): string | undefined => new pg.Client({ connectionString: url }).database;

/** The URL of another database on the same server (the socket form `postgres://u@/db?host=/dir` included). */
export function otherDatabase(url: string, name: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?/, `$1/${name}`);
}

/** The PostgreSQL database a run kept `size` rows in, named after DATABASE_URL's own database. */
export const keptDatabase = (ownDatabase: string, size: number): string => `${ownDatabase}_keep_${size}`;

/**
 * The database of a kept size as it was loaded: each kept run measures a fresh copy of it, so the records its creates
 * add and the versions its updates keep do not pile up from run to run (a 1,000-row catalogue had grown to 8,000-10,000
 * rows, a different number on each database, before kept runs started from the loaded copy).
 */
export const loadedDatabase = (keptName: string): string => `${keptName}_loaded`;

/** The SQLite file of a kept size as it was loaded, beside the one the server writes (`backoffice.sqlite`). */
export const LOADED_SQLITE = 'loaded.sqlite';

/** The folder a run kept `size` rows' records (and SQLite file) in: BENCH_KEEP/sqlite-N or postgres-<database>-N. */
export const keptDataDir = (keep: string, size: number, postgresDatabase?: string): string =>
  path.join(keep, `${postgresDatabase ? `postgres-${postgresDatabase}` : 'sqlite'}-${size}`);
