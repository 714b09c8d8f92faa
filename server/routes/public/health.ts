import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErrorCode } from '../../../lib/errors';
import { ApiError } from '../../errors';
import { errorSchema } from '../../http/schemas';

/** How long readiness waits for the database before answering 503: a probe wants an answer, not a hang. */
export const READINESS_DATABASE_WAIT_MS = 3_000;

const statusSchema = { type: 'object', properties: { status: { type: 'string' } } } as const;

const databaseUnavailable = () => new ApiError(503, ErrorCode.FileWritePermission, undefined, 'database unavailable');

/** Liveness and readiness (docs/operations.md, "Health"): what a load balancer or an orchestrator probes. */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (once migrations have run); the database is not asked',
        response: { 200: statusSchema },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database answers, 503 when it does not or the server is stopping',
        response: { 200: statusSchema, 503: errorSchema },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), READINESS_DATABASE_WAIT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), gaveUp]);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database did not answer');
        throw databaseUnavailable();
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' };
    },
  );
}
