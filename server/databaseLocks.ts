import { type Kysely, sql } from 'kysely';
import { isPostgres } from './db/ddl';
import type { Database } from './db/schema';

/**
 * PostgreSQL advisory lock keys (a lock is held per database). `startup` serialises migrations, the first
 * administrator and the demo data when several replicas start at once; `maintenance` lets one replica at a
 * time sweep orphan files and old counters.
 */
export const LOCKS = { startup: 7_410_226_001, maintenance: 7_410_226_002 } as const;

const SKIPPED = Symbol('lock held elsewhere');

/** Whether the application database is PostgreSQL (where replicas can share it). */
export const onPostgres = (db: Kysely<Database>): boolean => isPostgres(db as unknown as Kysely<unknown>);

/** Holds the session-level lock on one pooled connection while `work` runs (on any connection). */
async function holding<T>(
  db: Kysely<Database>,
  key: number,
  wait: boolean,
  work: () => Promise<T>,
): Promise<T | typeof SKIPPED> {
  if (!onPostgres(db)) return work();
  return db.connection().execute(async (connection) => {
    if (wait) await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    else {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(
        connection,
      );
      if (!rows[0]?.locked) return SKIPPED;
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}

/**
 * Runs `work` while holding the lock, waiting for it when another replica holds it. SQLite serves one
 * machine's processes through its own file lock, so there `work` simply runs.
 */
export async function withDatabaseLock<T>(db: Kysely<Database>, key: number, work: () => Promise<T>): Promise<T> {
  return (await holding(db, key, true, work)) as T;
}

/** Runs `work` unless another replica holds the lock right now; then answers undefined at once. */
export async function whenDatabaseLockFree<T>(
  db: Kysely<Database>,
  key: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const result = await holding(db, key, false, work);
  return result === SKIPPED ? undefined : result;
}
