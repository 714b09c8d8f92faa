import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { AccountService } from '../accounts/accountService';
import { type Config, keepDataOwnerOnly } from '../config';
import { LOCKS, withDatabaseLock } from '../databaseLocks';
import { isPostgresUrl, migrateToLatest, openDatabase, openOnePlanDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { openFileContents } from '../files/fileContents';
import { FileStore } from '../files/fileStore';
import { createMailer, type Mailer } from '../mail/mailer';
import { installSystemNotifications, NotificationMails } from '../mail/notificationMails';
import type { ModelRegistry } from '../models';
import { EntityStore } from '../store/entityStore';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    models: ModelRegistry;
    db: Kysely<Database>;
    store: EntityStore;
    files: FileStore;
    mailer: Mailer;
    /** The product's e-mails, rendered from their notification type's latest template version. */
    mails: NotificationMails;
    accounts: AccountService;
  }
}

/** Storage, mail and the catalogue store, ready once migrations have run. */
export default fp(async (app: FastifyInstance) => {
  const { config } = app;
  const files = new FileStore(openFileContents(config.filesUrl, isPostgresUrl(config.databaseUrl), config.dataDir));
  const databaseOptions = {
    databaseUrl: app.config.databaseUrl,
    poolSize: app.config.databasePoolSize,
    dataDir: app.config.dataDir,
    onIdleConnectionError: (error: Error) => app.log.warn({ err: error }, 'PostgreSQL closed an idle connection'),
  };
  const db = openDatabase(databaseOptions);
  const onePlan = openOnePlanDatabase(databaseOptions);
  app.addHook('onClose', async () => {
    await onePlan?.destroy();
    await db.destroy();
  });
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir });
  const mails = new NotificationMails(mailer, app.models);
  const accounts = new AccountService(mails, {
    practitionerUrl: app.config.practitionerUrl,
    consoleUrl: app.config.publicUrl,
  });
  const store = new EntityStore(db, app.models, files, accounts, onePlan);
  // Replicas starting together take turns: migrations, files an earlier version kept in the data folder, list
  // index, the e-mail types the server sends.
  await withDatabaseLock(db, LOCKS.startup, async () => {
    await migrateToLatest(db);
    // The SQLite files were just created with the process's default mode.
    keepDataOwnerOnly(app.config.dataDir);
    const adopted = await files.adoptFolder(db, path.join(config.dataDir, 'uploads'));
    if (adopted > 0)
      app.log.info(`${adopted} uploaded files copied from the data folder to the ${files.contents.description}`);
    const rebuilt = await store.listIndex.rebuildStale(db);
    if (rebuilt.length) app.log.info({ catalogues: rebuilt }, 'list index derived again from the models');
    await installSystemNotifications(store, app.models);
  });
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('mails', mails);
  app.decorate('files', files);
  app.decorate('accounts', accounts);
  app.decorate('store', store);
});
