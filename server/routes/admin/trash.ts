import type { FastifyInstance } from 'fastify';
import { bulkIdsOf } from '../../../lib/bulk';
import type { ResourceModel } from '../../../lib/model';
import { etagOf } from '../../../lib/recordVersion';
import { authorOf } from '../../http/author';
import { spellImages } from '../../http/imageNames';
import { idParam, requestLanguage } from '../../http/params';
import { checkedByModel, failureSchemas, recordSchema } from '../../http/schemas';
import { parseListQuery } from '../../store/listQuery';
import { bulkOutcomeSchema, eachRecord, idsAnswerSchema, idsBodySchema } from './bulkRecords';

/**
 * A catalogue's trash (docs/bulk-and-trash.md): its deleted records, listed with the listing's query string, and
 * put back one or many, each checked as a write and recorded as a `restore` entry (docs/history.md).
 */
function registerTrash(app: FastifyInstance, model: ResourceModel): void {
  const base = `/api/${model.api}`;
  const tags = [model.api];
  const store = app.store;
  const deleted = {
    type: 'array',
    items: {
      ...recordSchema(model),
      properties: {
        ...(recordSchema(model).properties as object),
        deletedAt: { type: 'string', format: 'date-time', description: 'when it was deleted' },
      },
    },
  };

  app.get(
    `${base}/trash`,
    {
      ...checkedByModel,
      schema: {
        tags,
        summary: `List deleted ${model.api}, newest deletion first; same query string as the listing`,
        response: { 200: deleted },
      },
    },
    async (request) =>
      spellImages(
        app.models,
        model,
        await store.trash(
          model,
          parseListQuery(model, request.query as Record<string, unknown>),
          requestLanguage(request),
        ),
      ),
  );
  app.get(
    `${base}/trash/ids`,
    {
      ...checkedByModel,
      schema: {
        tags,
        summary: `The ids of every deleted record of ${model.api} the query's filters and search match`,
        response: { 200: idsAnswerSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(model, request.query as Record<string, unknown>);
      const records = await store.trash(model, { ...query, page: 1, itemsPerPage: Number.MAX_SAFE_INTEGER });
      return { ids: records.map((record) => record.id), total: records.length };
    },
  );
  app.post(
    `${base}/:id/restore`,
    {
      ...checkedByModel,
      schema: {
        tags,
        summary: 'Restore a deleted record (409 / 1201 when its key name or e-mail was taken since)',
        response: { 200: recordSchema(model), ...failureSchemas(409) },
      },
    },
    async (request, reply) => {
      const { record, version } = await store.restore(model, idParam(request), authorOf(request));
      return reply.header('etag', etagOf(version)).send(await spellImages(app.models, model, record));
    },
  );
  app.post(
    `${base}/restore`,
    {
      ...checkedByModel,
      schema: {
        tags,
        summary: 'Restore deleted records, each on its own: the answer names those done and why each other was refused',
        body: idsBodySchema,
        response: { 200: bulkOutcomeSchema },
      },
    },
    async (request) =>
      eachRecord(app, model, request, bulkIdsOf(request.body), (id, author) => store.restore(model, id, author)),
  );
}

export default async function trashRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all)
    if (model.verbs.includes('delete') && model.verbs.includes('list')) registerTrash(app, model);
}
