import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * At most `limit` hits per key in a window of `windowMs` opened by the key's first hit, counted in the
 * database (`rate_limits`) so that every replica shares one count. One atomic upsert per hit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a hit; answers the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string, now = new Date()): Promise<number> {
    const stamp = now.toISOString();
    const windowOpen = sql<boolean>`rate_limits.window_start > ${new Date(now.getTime() - this.windowMs).toISOString()}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: `${this.prefix}:${key}`, window_start: stamp, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${windowOpen} then rate_limits.hits + 1 else 1 end`,
          window_start: sql<string>`case when ${windowOpen} then rate_limits.window_start else ${stamp} end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    if (row.hits <= this.limit) return 0;
    return Math.max(1, Math.ceil((Date.parse(row.window_start) + this.windowMs - now.getTime()) / 1000));
  }
}

/** Forgets counters whose window opened before `before` (longer ago than any limiter's window). */
export async function forgetRateCounters(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before.toISOString()).execute();
}
