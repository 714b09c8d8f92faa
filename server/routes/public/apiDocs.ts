import type { FastifyInstance } from 'fastify';

/** The OpenAPI description of every call (open to all; not itself described). */
export default async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
