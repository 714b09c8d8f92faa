import type { FastifyInstance } from 'fastify';

/**
 * GET /api/console-config (public): the settings the console reads at start-up, from the server's
 * environment. Public because the console may need them before anyone signs in; nothing in it is secret.
 */
export default async function consoleConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/console-config',
    {
      schema: {
        tags: ['console'],
        summary: 'Console settings: the address search service (ADDRESS_SEARCH_URL)',
        security: [],
        response: {
          200: {
            type: 'object',
            required: ['addressSearchUrl'],
            properties: { addressSearchUrl: { type: 'string' } },
          },
        },
      },
    },
    async () => ({ addressSearchUrl: app.config.addressSearchUrl }),
  );
}
