import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openOnePlanDatabase } from '../db/database';
import { EntityStore } from '../store/entityStore';
import { databaseOptionsOf } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogues' records: reads, writes, ordering, bulk writes (server/store/). */
    store: EntityStore;
  }
}

/** The store, given the ports it depends on (server/store/ports.ts): the accounts and the file store. */
export default fp(
  async (app: FastifyInstance) => {
    const onePlan = openOnePlanDatabase(databaseOptionsOf(app));
    app.addHook('onClose', async () => onePlan?.destroy());
    app.decorate('store', new EntityStore(app.db, app.models, app.files, app.accounts, onePlan, app.history));
  },
  { name: 'store', dependencies: ['db', 'models', 'files', 'accounts', 'history'] },
);
