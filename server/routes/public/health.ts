import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers once migrations have run and the database answers',
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' };
    },
  );
}
