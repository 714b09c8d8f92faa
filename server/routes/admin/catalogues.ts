import type { FastifyInstance } from 'fastify';
import { parseCountsQuery } from '../../../lib/listRules';
import type { ResourceModel } from '../../../lib/model';
import { etagOf, parseIfMatch } from '../../../lib/recordVersion';
import { MISSING_TRANSLATION_FILTER } from '../../../lib/translationWork';
import type { Json } from '../../db/connection';
import { invalid } from '../../errors';
import { authorOf } from '../../http/author';
import { spellImages } from '../../http/imageNames';
import { idParam, requestLanguage } from '../../http/params';
import {
  checkedByModel,
  errorSchema,
  failureSchemas,
  listSchema,
  recordBodySchema,
  recordListSchema,
  recordSchema,
} from '../../http/schemas';
import { parseListQuery } from '../../store/listQuery';

/** Standard CRUD, display order, relation and children calls of one catalogue, built from its model. */
export function registerCatalogue(app: FastifyInstance, model: ResourceModel): void {
  const base = `/api/${model.api}`;
  const store = app.store;
  const tags = [model.api];
  // Writes: the administrator's account is checked before the handler (server/routes/admin/autohooks.ts).
  const secured = checkedByModel;
  // Reads: the account check and the read run together; the answer waits for both (answerWhenAdmin).
  const reading = { config: { adminCheck: 'alongsideRead' as const }, ...checkedByModel };
  // A detail's, a list page's or an update's first statement answers the account check itself
  // (answerFoldingAdminCheck): one round trip less on PostgreSQL.
  const checkedByStatement = { config: { adminCheck: 'inReadStatement' as const }, ...checkedByModel };
  const has = (verb: string) => (model.verbs as readonly string[]).includes(verb);
  const spelled = async <T extends Json | Json[]>(result: Promise<T>, as = model) =>
    spellImages(app.models, as, await result);
  // What the calls answer, for the description (written by JSON.stringify: checkedByModel).
  const record = recordSchema(model);
  const records = recordListSchema(model);
  // A unique value taken (409 / 1201): a key name, or an account's e-mail.
  const unique = Object.values(model.fields).some((spec) => spec.type === 'keyName' || spec.type === 'email');
  const duplicates = unique || model.account ? failureSchemas(409) : {};

  if (has('list')) {
    app.get(
      base,
      { ...checkedByStatement, schema: { tags, summary: `List ${model.api}`, response: { 200: records } } },
      (request) =>
        app.answerFoldingAdminCheck(request, (caller) =>
          spelled(
            store.list(
              model,
              parseListQuery(model, request.query as Record<string, unknown>),
              requestLanguage(request),
              caller,
            ),
          ),
        ),
    );
  }
  if (has('get')) {
    app.get(
      `${base}/:id`,
      {
        ...checkedByStatement,
        schema: { tags, summary: 'Read one; its version is the ETag header', response: { 200: record } },
      },
      async (request, reply) => {
        const { record, version } = await app.answerFoldingAdminCheck(request, async (caller) => {
          const read = await store.read(model, idParam(request), undefined, caller);
          return { record: await spelled(Promise.resolve(read.record)), version: read.version };
        });
        return reply.header('etag', etagOf(version)).send(record);
      },
    );
  }
  if (has('create')) {
    app.post(
      base,
      {
        ...secured,
        schema: { tags, summary: 'Create', body: recordBodySchema(model), response: { 201: record, ...duplicates } },
      },
      async (request, reply) =>
        reply.code(201).send(await spelled(store.create(model, request.body, undefined, authorOf(request)))),
    );
  }
  if (has('create')) {
    app.post(
      `${base}/batch`,
      {
        ...secured,
        bodyLimit: 50 * 1024 * 1024,
        schema: {
          tags,
          summary: `Create up to ${MAX_BATCH} records in one transaction (all or none; a refused record is named by its index)`,
          response: { 201: batchAnswerSchema, ...duplicates },
        },
      },
      async (request, reply) => {
        const body = request.body as { items?: unknown } | unknown[] | null;
        const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
        if (!Array.isArray(items) || items.length === 0 || items.length > MAX_BATCH) throw invalid('items');
        return reply.code(201).send({ ids: await store.createMany(model, items, authorOf(request)) });
      },
    );
  }
  if (has('update')) {
    app.put(
      `${base}/:id`,
      {
        ...checkedByStatement,
        schema: {
          tags,
          summary: 'Update; with If-Match, only the version read (else 409 / 1204 naming the fields changed since)',
          body: recordBodySchema(model),
          // 409: a version changed since (1204), or a unique value taken (1201).
          response: { 200: record, ...failureSchemas(409) },
        },
      },
      async (request, reply) => {
        const id = idParam(request);
        const ifMatch = parseIfMatch(request.headers['if-match']);
        if (!ifMatch) throw invalid('If-Match', 'If-Match must be * or ETags of this API ("3")');
        const { record, version } = await app.answerFoldingAdminCheck(request, (caller) =>
          store.updateVersioned(model, id, request.body, ifMatch, undefined, caller, { author: authorOf(request) }),
        );
        return reply.header('etag', etagOf(version)).send(await spelled(Promise.resolve(record)));
      },
    );
  }
  if (has('delete')) {
    app.delete(
      `${base}/:id`,
      {
        ...secured,
        schema: {
          tags,
          summary: 'Disable (soft delete)',
          // 409 / 1104: an active record still refers to it.
          response: { 204: { description: 'Disabled', type: 'null' }, ...failureSchemas(409) },
        },
      },
      async (request, reply) => {
        await store.remove(model, idParam(request), authorOf(request));
        return reply.code(204).send();
      },
    );
  }
  if (model.orderable) {
    app.put(
      `${base}/:id/display-order`,
      {
        ...secured,
        schema: { tags, summary: 'Move among siblings', body: displayOrderBody, response: { 200: listSchema } },
      },
      (request) => {
        const position = (request.body as { displayOrder?: unknown } | null)?.displayOrder;
        if (position === undefined || position === null) throw invalid('displayOrder');
        if (!Number.isSafeInteger(position) || (position as number) < 0) throw invalid('displayOrder');
        return store.reorder(model, idParam(request), position as number, authorOf(request));
      },
    );
  }
  for (const [path, relation] of Object.entries(model.relations ?? {})) {
    app.get(
      `${base}/:id/${path}`,
      { ...reading, schema: { tags, summary: `List ${path}`, response: { 200: listSchema } } },
      (request) => app.answerWhenAdmin(request, () => store.relations.relation(model, idParam(request), path)),
    );
    if (!relation.readOnly) {
      app.post(
        `${base}/:id/${path}`,
        { ...secured, schema: { tags, summary: `Replace ${path} (ordered)`, response: { 200: listSchema } } },
        (request) => store.relations.setRelation(model, idParam(request), path, request.body, authorOf(request)),
      );
    }
  }
  for (const [path, child] of Object.entries(model.children ?? {})) {
    app.get(
      `${base}/:id/${path}`,
      {
        ...reading,
        schema: { tags, summary: `List ${path}`, response: { 200: recordListSchema(app.store.model(child.model)) } },
      },
      (request) =>
        app.answerWhenAdmin(request, () =>
          spelled(store.relations.children(model, idParam(request), path), store.model(child.model)),
        ),
    );
  }
}

/** Records per bulk write call. */
export const MAX_BATCH = 5000;

const batchAnswerSchema = {
  type: 'object',
  properties: { ids: { type: 'array', items: { type: 'integer' } } },
} as const;

const displayOrderBody = {
  type: 'object',
  required: ['displayOrder'],
  properties: { displayOrder: { type: 'integer', minimum: 0 } },
} as const;

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/counts',
    {
      schema: {
        tags: ['counts'],
        summary:
          'How many active records each console view of each catalogue holds, by view name; with missingTranslation=1, ' +
          'how many miss a language, for the views of catalogues with translation sets only (docs/translation.md)',
        querystring: {
          type: 'object',
          properties: { [MISSING_TRANSLATION_FILTER]: { type: 'string', enum: ['1', '0', 'true', 'false'] } },
        },
        response: { 200: { type: 'object', additionalProperties: { type: 'integer' } }, 400: errorSchema },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
    },
    (request) => {
      const parsed = parseCountsQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return app.store.counts(parsed.missingTranslation);
    },
  );
  for (const model of app.models.all) registerCatalogue(app, model);
}
