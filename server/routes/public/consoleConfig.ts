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
        summary:
          'Console settings: the address search service (ADDRESS_SEARCH_URL) and whether a translation engine ' +
          'is configured (TRANSLATION_URL)',
        response: {
          200: {
            type: 'object',
            required: ['addressSearchUrl', 'translation'],
            properties: {
              addressSearchUrl: { type: 'string' },
              translation: {
                type: 'boolean',
                description: 'a translation engine is configured: POST /api/translation answers (else 501)',
              },
            },
          },
        },
      },
    },
    // Whether, not where: the engine's address stays on the server.
    async () => ({
      addressSearchUrl: app.config.addressSearchUrl,
      translation: app.config.translationUrl !== undefined,
    }),
  );
}
