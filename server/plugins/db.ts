import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type DatabaseOptions, openDatabase } from '../db/database';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (SQLite file or PostgreSQL pool), migrated by the startup step (server/plugins/startup.ts). */
    db: Kysely<Database>;
  }
}

/** How the server's connections are opened, from its settings (also the store's one-plan pool). */
export function databaseOptionsOf(app: FastifyInstance): DatabaseOptions {
  return {
    databaseUrl: app.config.databaseUrl,
    poolSize: app.config.databasePoolSize,
    dataDir: app.config.dataDir,
    onIdleConnectionError: (error: Error) => app.log.warn({ err: error }, 'PostgreSQL closed an idle connection'),
  };
}

export default fp(
  async (app: FastifyInstance) => {
    const db = openDatabase(databaseOptionsOf(app));
    app.addHook('onClose', async () => db.destroy());
    app.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
