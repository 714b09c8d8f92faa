import type { FastifyInstance } from 'fastify';
import type { ResourceModel } from '../../../lib/model';
import { recordLinkOf } from '../../../lib/recordLink';
import { parseUsedByQuery, USED_BY_MAX_PAGE_SIZE, USED_BY_PAGE_SIZE } from '../../../lib/usedBy';
import type { Json } from '../../db/connection';
import { invalid, notFound } from '../../errors';
import { idParam } from '../../http/params';
import { errorSchema, recordLinkSchema } from '../../http/schemas';
import { referringRecords } from '../../store/referrers';

const entrySchema = recordLinkSchema;

/** GET /api/{resource}/{id}/used-by: the active records referring to this one, oldest first (docs/search.md). */
function usedByRoute(app: FastifyInstance, model: ResourceModel): void {
  app.get(
    `/api/${model.api}/:id/used-by`,
    {
      // `page` and `itemsPerPage` are read by lib/usedBy.ts parseUsedByQuery, which names the one refused.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags: [model.api],
        summary:
          'The active records referring to this one (references, reference lists, relation lists, ids in JSON lists), ' +
          'oldest first, paged, with their total',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'string', description: 'from 1' },
            itemsPerPage: {
              type: 'string',
              description: `default ${USED_BY_PAGE_SIZE}, at most ${USED_BY_MAX_PAGE_SIZE}`,
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['items', 'total'],
            properties: { items: { type: 'array', items: entrySchema }, total: { type: 'integer' } },
          },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const id = idParam(request);
      const parsed = parseUsedByQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      const known = await app.db
        .selectFrom('entities')
        .select('id')
        .where('id', '=', id)
        .where('resource', '=', model.name)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!known) throw notFound(model.name);
      const { rows, total } = await referringRecords(app.db, model, id, {
        limit: parsed.itemsPerPage,
        offset: (parsed.page - 1) * parsed.itemsPerPage,
      });
      const items = rows.flatMap((row) => {
        const referring = app.models.byName.get(row.resource);
        return referring ? [recordLinkOf(referring, row.id, JSON.parse(row.data) as Json)] : [];
      });
      return { items, total };
    },
  );
}

export default async function usedByRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) if (model.verbs.includes('get')) usedByRoute(app, model);
}
