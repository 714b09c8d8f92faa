import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS, whenDatabaseLockFree } from '../databaseLocks';
import { ORPHAN_GRACE_MS } from '../files/fileStore';
import { forgetOldEntries } from '../history/retention';
import { forgetRateCounters } from '../limits/rateLimiter';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const RATE_COUNTERS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes orphan files (older than the grace period), stale rate counters and, with HISTORY_RETENTION_DAYS, history
 * entries older than that. One replica at a time: when another is already at it, answers undefined and does nothing.
 */
export function runMaintenance(app: FastifyInstance, now = new Date()) {
  return whenDatabaseLockFree(app.db, LOCKS.maintenance, async () => {
    const removed = await app.files.removeOrphans(app.db, new Date(now.getTime() - ORPHAN_GRACE_MS));
    await forgetRateCounters(app.db, new Date(now.getTime() - RATE_COUNTERS_KEPT_MS));
    const { historyRetentionDays } = app.config;
    if (historyRetentionDays !== undefined) {
      const forgotten = await forgetOldEntries(app.db, historyRetentionDays, now);
      if (forgotten > 0) app.log.info({ entries: forgotten }, 'history entries past HISTORY_RETENTION_DAYS removed');
    }
    return removed;
  });
}

/** Housekeeping of a listening server: once when it starts listening, then hourly. */
export default fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = runMaintenance(app)
      .then((removed) => {
        if (removed && removed.files + removed.contents > 0)
          app.log.info(removed, 'orphan upload files removed (files rows, stored contents)');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'maintenance failed; tried again in an hour'));
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, MAINTENANCE_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
