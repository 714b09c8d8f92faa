import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseHistoryQuery } from '../../../lib/history';
import { MAX_ID } from '../../../lib/ids';
import type { ResourceModel } from '../../../lib/model';
import { etagOf } from '../../../lib/recordVersion';
import { invalid, notFound } from '../../errors';
import { historyPage } from '../../history/reads';
import { authorOf } from '../../http/author';
import { spellImages } from '../../http/imageNames';
import { idParam } from '../../http/params';
import { checkedByModel, errorSchema, recordSchema } from '../../http/schemas';

const changeSchema = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    language: { type: 'string', description: 'translation sets change one language at a time' },
    before: { description: 'the value before (null: none)' },
    after: { description: 'the value after (null: none)' },
  },
} as const;

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    actorId: { type: 'integer', nullable: true },
    actorEmail: { type: 'string', nullable: true, description: 'as it was at the write' },
    action: { type: 'string' },
    catalogue: { type: 'string', nullable: true, description: 'the model name; `users` for accounts' },
    recordId: { type: 'integer', nullable: true },
    label: {
      description: "the record's name as it was: a translation set or a text (null: none)",
      anyOf: [
        {
          type: 'array',
          nullable: true,
          items: { type: 'object', properties: { language: { type: 'string' }, value: { type: 'string' } } },
        },
        { type: 'string', nullable: true },
      ],
    },
    address: { type: 'string', nullable: true, description: 'client address of sign-ins and account actions' },
    changes: { type: 'array', items: changeSchema },
    revertedTo: { type: 'integer', description: "a revert's: the entry whose state it put back" },
  },
} as const;

const pageParameters = {
  page: { type: 'string', description: 'from 1' },
  itemsPerPage: { type: 'string', description: 'default 25, at most 1000' },
  'order[at]': { type: 'string', enum: ['asc', 'desc'], description: 'newest first by default' },
} as const;

const failures = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/** Every query parameter is read by lib/history.ts parseHistoryQuery, which names the one refused. */
const readByRules = { validatorCompiler: () => (value: unknown) => ({ value }) };

/** The path's revision id: a positive id, else 404 like any unknown id. */
function revisionParam(request: FastifyRequest): number {
  const raw = (request.params as { revisionId?: string }).revisionId ?? '';
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID || Number(raw) < 1) throw notFound('revision');
  return Number(raw);
}

/** A record's revisions and their revert, for one catalogue (docs/history.md). */
function recordHistory(app: FastifyInstance, model: ResourceModel): void {
  const base = `/api/${model.api}/:id/revisions`;
  const tags = [model.api];

  app.get(
    base,
    {
      ...readByRules,
      schema: {
        tags,
        summary: "The record's history, newest first (deleted records keep theirs)",
        querystring: { type: 'object', properties: pageParameters },
        response: { 200: { type: 'array', items: entrySchema }, ...failures },
      },
    },
    async (request) => {
      const id = idParam(request);
      const parsed = parseHistoryQuery(request.query as Record<string, unknown>, { feed: false });
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      // A record of this catalogue, deleted or not; any other id is unknown here.
      const known = await app.db
        .selectFrom('entities')
        .select('id')
        .where('id', '=', id)
        .where('resource', '=', model.name)
        .executeTakeFirst();
      if (!known) throw notFound(model.name);
      return historyPage(app.db, { ...parsed.query, catalogue: model.name, record: id });
    },
  );

  if (!(model.verbs as readonly string[]).includes('update')) return;
  app.post(
    `${base}/:revisionId/revert`,
    {
      schema: {
        tags,
        summary:
          "Put the record's editable fields back to how they were right after this revision (recorded as a revert; refused as an update would be)",
        response: { 200: recordSchema(model), ...failures, 409: errorSchema },
      },
      // The record answered as every catalogue call writes it (its schema describes, never filters).
      serializerCompiler: checkedByModel.serializerCompiler,
    },
    async (request, reply) => {
      const { record, version } = await app.store.revert(
        model,
        idParam(request),
        revisionParam(request),
        authorOf(request),
      );
      return reply.header('etag', etagOf(version)).send(await spellImages(app.models, model, record));
    },
  );
}

/** The activity feed over every catalogue and account, and each record's revisions (docs/history.md). */
export default async function historyRoutes(app: FastifyInstance): Promise<void> {
  const catalogues = new Set(app.models.all.map((model) => model.name));
  app.get(
    '/api/activity',
    {
      ...readByRules,
      schema: {
        tags: ['history'],
        summary: 'Every recorded write and sign-in, newest first, filtered and paged',
        querystring: {
          type: 'object',
          properties: {
            ...pageParameters,
            actor: { type: 'string', description: "the acting account's id" },
            catalogue: { type: 'string', description: 'a model name, or `users` for accounts' },
            record: { type: 'string', description: 'a record id (or an account id with catalogue=users)' },
            action: { type: 'string', description: 'create, update, delete, revert, move, relation, upload, sign-in…' },
            from: { type: 'string', description: 'ISO 8601 date or date-time: entries at or after' },
            to: { type: 'string', description: 'ISO 8601 date (that day included) or date-time: entries before' },
          },
        },
        response: { 200: { type: 'array', items: entrySchema }, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const parsed = parseHistoryQuery(request.query as Record<string, unknown>, { feed: true, catalogues });
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return historyPage(app.db, parsed.query);
    },
  );
  for (const model of app.models.all) recordHistory(app, model);
}
