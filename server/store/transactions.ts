import type { Kysely, Transaction } from 'kysely';
import { isRetryableConflict } from '../db/databaseErrors';
import type { Database } from '../db/schema';

/** Attempts of a transaction PostgreSQL aborts to resolve a deadlock. */
const RETRIES = 3;

/**
 * Runs `work` inside `trx` when a caller spans several writes over one transaction, else in a new one,
 * run again when PostgreSQL chose it as a deadlock victim or could not serialise it.
 */
export async function runTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  trx?: Transaction<Database>,
): Promise<T> {
  if (trx) return work(trx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}
