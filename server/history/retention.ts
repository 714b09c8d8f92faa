import type { Db } from '../db/connection';

/** Entries deleted per statement: a long retention's first sweep does not hold a huge transaction. */
const DELETED_PER_STATEMENT = 5000;

/**
 * Removes the entries older than `days` (HISTORY_RETENTION_DAYS; docs/history.md), oldest first, a slice at a time
 * through the feed's index. Safe with several replicas: run under the maintenance lock, and deleting what another
 * replica already deleted deletes nothing. Answers how many went.
 */
export async function forgetOldEntries(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const result = await db
      .deleteFrom('history_entries')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('history_entries')
          .select('id')
          .where('at', '<', before)
          .orderBy('at')
          .limit(DELETED_PER_STATEMENT),
      )
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    removed += count;
    if (count < DELETED_PER_STATEMENT) return removed;
  }
}
