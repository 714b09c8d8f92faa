import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { AccountService } from '../accounts/accountService';
import { type Config, keepDataOwnerOnly } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { FileStore } from '../files/fileStore';
import { createMailer, type Mailer } from '../mail/mailer';
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
    accounts: AccountService;
  }
}

/** Storage, mail and the catalogue store, ready once migrations have run. */
export default fp(async (app: FastifyInstance) => {
  const db = openDatabase({
    databaseUrl: app.config.databaseUrl,
    dataDir: app.config.dataDir,
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'PostgreSQL closed an idle connection'),
  });
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db);
  // The SQLite files were just created with the process's default mode.
  keepDataOwnerOnly(app.config.dataDir);
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir });
  const files = new FileStore(app.config.dataDir);
  const accounts = new AccountService(mailer, app.config.publicUrl);
  app.decorate('db', db);
  app.decorate('mailer', mailer);
  app.decorate('files', files);
  app.decorate('accounts', accounts);
  app.decorate('store', new EntityStore(db, app.models, files, accounts));
});
