import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS, whenDatabaseLockFree } from '../databaseLocks';
import { ORPHAN_GRACE_MS } from '../files/fileStore';
import { forgetRateCounters } from '../limits/rateLimiter';

export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;
const RATE_COUNTERS_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes orphan files (older than the grace period) and stale rate counters. One replica at a time: when
 * another is already at it, answers undefined and does nothing.
 */
export function runMaintenance(app: FastifyInstance, now = new Date()) {
  return whenDatabaseLockFree(app.db, LOCKS.maintenance, async () => {
    const removed = await app.files.removeOrphans(app.db, new Date(now.getTime() - ORPHAN_GRACE_MS));
    await forgetRateCounters(app.db, new Date(now.getTime() - RATE_COUNTERS_KEPT_MS));
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
