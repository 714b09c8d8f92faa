import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadModels, type ModelRegistry } from '../models';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every catalogue's model (resources/<name>/model.ts), by name and by API path. */
    models: ModelRegistry;
  }
}

/** The models given (tests), else those of resources/. */
export default fp(
  async (app: FastifyInstance, options: { models?: ModelRegistry }) => {
    app.decorate('models', options.models ?? (await loadModels()));
  },
  { name: 'models' },
);
