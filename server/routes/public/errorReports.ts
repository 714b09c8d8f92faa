import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORT_BODY_LIMIT, reportSchema } from '../../../lib/errorReports';
import { invalid, mandatory, tooManyAttempts } from '../../errors';
import { errorSchema } from '../../http/schemas';
import { RateLimiter } from '../../limits/rateLimiter';

export { REPORT_BODY_LIMIT } from '../../../lib/errorReports';

export const REPORTS_PER_MINUTE = 30;

const reportProperties = {
  details: {},
  status: {},
  timestamp: {},
  url: { type: 'string' },
  companyId: {},
  employeeId: {},
  endpoint: { type: 'string' },
  protocol: { type: 'string' },
} as const;

/** Error reports sent by the console (with or without a token), kept for review by administrators (admin/errorReports.ts). */
export default async function errorReportRoutes(app: FastifyInstance): Promise<void> {
  const limiter = new RateLimiter(app.db, 'error-reports', REPORTS_PER_MINUTE);
  const tags = ['error-reports'];

  app.post(
    '/api/error-reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // counted before the body is read, so oversized or malformed reports count too
      onRequest: async (request: FastifyRequest) => {
        const wait = await limiter.hit(request.ip);
        if (wait > 0) throw tooManyAttempts(wait);
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags,
        summary: 'Report a failed call (token optional; 16 KB at most; 30 per minute per client address)',
        security: [{}, { bearer: [] }],
        body: { type: 'object', properties: reportProperties },
        response: {
          201: { type: 'object', properties: { id: { type: 'integer' } } },
          400: errorSchema,
          413: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const parsed = reportSchema.safeParse(request.body);
      if (!parsed.success)
        throw invalid(String(parsed.error.issues[0]?.path[0] ?? '') || undefined, 'invalid error report');
      const report = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined && v !== null));
      if (Object.keys(report).length === 0) throw mandatory('details');
      const claims = await app.optionalClaims(request);
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      const row = await app.db
        .insertInto('error_reports')
        .values({
          data: JSON.stringify({ ...report, ...(userAgent ? { userAgent } : {}) }),
          user_id: claims && /^\d{1,9}$/.test(claims.sub) ? Number(claims.sub) : null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ id: row.id });
    },
  );
}
