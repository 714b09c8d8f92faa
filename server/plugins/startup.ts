import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keepDataOwnerOnly } from '../config';
import { LOCKS, withDatabaseLock } from '../databaseLocks';
import { migrateToLatest } from '../db/database';
import { installSystemNotifications } from '../mail/notificationMails';

/**
 * The work done once before the server answers, replicas starting together taking turns (the startup lock):
 * migrations, files an earlier version kept in the data folder, the list index, the e-mail types the server sends.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { db, files, store, config } = app;
    await withDatabaseLock(db, LOCKS.startup, async () => {
      await migrateToLatest(db);
      // The SQLite files were just created with the process's default mode.
      keepDataOwnerOnly(config.dataDir);
      const adopted = await files.adoptFolder(db, path.join(config.dataDir, 'uploads'));
      if (adopted > 0)
        app.log.info(`${adopted} uploaded files copied from the data folder to the ${files.contents.description}`);
      const rebuilt = await store.listIndex.rebuildStale(db);
      if (rebuilt.length) app.log.info({ catalogues: rebuilt }, 'list index derived again from the models');
      await installSystemNotifications(store, app.models);
    });
  },
  { name: 'startup', dependencies: ['db', 'files', 'store', 'models'] },
);
