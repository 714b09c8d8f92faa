import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_LICENCE_PATH, API_REFERENCE_PATH } from '../../http/apiDescription';

/**
 * The browsable API reference (docs/api-reference.md): Swagger UI at /api/reference reading the OpenAPI description,
 * served under the console's Content-Security-Policy (its scripts and styles are files of this server; no inline
 * script), and the licence statement the description points to. Open to all, like /api/docs.
 */
export default async function apiReferenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    theme: { title: 'Back-office API reference' },
    uiConfig: {
      // The page reads this server's description only: no bar to load another one.
      layout: 'BaseLayout',
      docExpansion: 'none',
      deepLinking: true,
      displayOperationId: true,
      tryItOutEnabled: false,
    },
  });
  app.get(API_LICENCE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        'Back-office API: proprietary software. This description grants no licence; the terms of use are those of the operator of this server.\n',
      ),
  );
}
