import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../../lib/queryString';
import { invalid } from '../../errors';
import { errorSchema } from '../../http/schemas';
import { MAX_ITEMS_PER_PAGE } from '../../store/listQuery';

function pageParams(query: Record<string, unknown>): { page: number; itemsPerPage: number } {
  const read = (name: string, fallback: number) => {
    const raw = query[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw invalid(name);
    return Number(raw);
  };
  return {
    page: read('page', 1),
    itemsPerPage: Math.min(read('itemsPerPage', PAGE_SIZE), MAX_ITEMS_PER_PAGE),
  };
}

/** The error reports the console sent (public/errorReports.ts), latest first, for administrators to review. */
export default async function errorReportListRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['error-reports'];

  app.get(
    '/api/error-reports',
    {
      schema: {
        tags,
        summary: 'Latest error reports first (page, itemsPerPage)',
        querystring: {
          type: 'object',
          properties: { page: { type: 'string' }, itemsPerPage: { type: 'string' } },
        },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: {
                id: { type: 'integer' },
                createdAt: { type: 'string' },
                userId: { type: 'integer', nullable: true },
              },
            },
          },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    async (request) => {
      const { page, itemsPerPage } = pageParams(request.query as Record<string, unknown>);
      const rows = await app.db
        .selectFrom('error_reports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage)
        .execute();
      return rows.map((row) => ({
        ...(JSON.parse(row.data) as object),
        id: row.id,
        userId: row.user_id,
        createdAt: row.created_at,
      }));
    },
  );
}
