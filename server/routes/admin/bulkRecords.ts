import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BulkOutcome, bulkChangeOf, bulkFieldsOf, bulkIdsOf, eachItem, MAX_BULK_IDS } from '../../../lib/bulk';
import { labelOf } from '../../../lib/history';
import type { ResourceModel } from '../../../lib/model';
import type { Json } from '../../db/connection';
import type { Author } from '../../history/entries';
import { authorOf } from '../../http/author';
import { checkedByModel, errorSchema } from '../../http/schemas';
import { parseListQuery } from '../../store/listQuery';

/** `{ids}`: the records a bulk call acts on. */
export const idsBodySchema = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_BULK_IDS } },
} as const;

/** What a bulk call answers: the ids done, and each refused record with its name and error body. */
export const bulkOutcomeSchema = {
  type: 'object',
  properties: {
    done: { type: 'array', items: { type: 'integer' } },
    refused: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          label: { description: "the record's name as stored: a translation set or a text (null: none)" },
          error: errorSchema,
        },
      },
    },
  },
} as const;

/** The ids a query matches, every page, and how many. */
export const idsAnswerSchema = {
  type: 'object',
  properties: { ids: { type: 'array', items: { type: 'integer' } }, total: { type: 'integer' } },
} as const;

/** A record's name as stored (deleted or not), for a refused item; null when it is no record of the catalogue. */
async function recordLabel(app: FastifyInstance, model: ResourceModel, id: number): Promise<unknown> {
  const row = await app.db
    .selectFrom('entities')
    .select('data')
    .where('id', '=', id)
    .where('resource', '=', model.name)
    .executeTakeFirst();
  return row ? labelOf(model, JSON.parse(row.data) as Json) : null;
}

/**
 * The frame of a bulk call (bulk delete, bulk change, restore): `write` on each of `ids` (the body's, read once by its
 * route) in turn, as the caller, each refused one named by its stored label.
 */
export function eachRecord(
  app: FastifyInstance,
  model: ResourceModel,
  request: FastifyRequest,
  ids: readonly number[],
  write: (id: number, author: Author) => Promise<unknown>,
): Promise<BulkOutcome> {
  const author = authorOf(request);
  return eachItem(
    ids,
    async (id) => {
      await write(id, author);
    },
    (id) => recordLabel(app, model, id),
  );
}

/**
 * Selection and bulk actions of a catalogue (docs/bulk-and-trash.md): the ids a listing's filters match, and delete
 * or change one field on many records, each through the ordinary write (same checks, same history entries).
 */
function registerBulk(app: FastifyInstance, model: ResourceModel): void {
  const base = `/api/${model.api}`;
  const tags = [model.api];
  const store = app.store;
  const has = (verb: string) => (model.verbs as readonly string[]).includes(verb);

  if (has('list'))
    app.get(
      `${base}/ids`,
      {
        ...checkedByModel,
        schema: {
          tags,
          summary: `The ids of every ${model.api} record the query's filters and search match, in its order`,
          response: { 200: idsAnswerSchema },
        },
      },
      async (request) => {
        const ids = await store.matchingIds(model, parseListQuery(model, request.query as Record<string, unknown>));
        return { ids, total: ids.length };
      },
    );
  if (has('delete'))
    app.post(
      `${base}/bulk-delete`,
      {
        ...checkedByModel,
        schema: {
          tags,
          summary: `Delete up to ${MAX_BULK_IDS} records, each on its own: the answer names those done and why each other was refused`,
          body: idsBodySchema,
          response: { 200: bulkOutcomeSchema },
        },
      },
      async (request) =>
        eachRecord(app, model, request, bulkIdsOf(request.body), (id, author) => store.remove(model, id, author)),
    );
  const fields = bulkFieldsOf(model);
  if (has('update') && fields.length > 0)
    app.post(
      `${base}/bulk-update`,
      {
        ...checkedByModel,
        schema: {
          tags,
          summary: `Set one field to one value on up to ${MAX_BULK_IDS} records, each saved on its own as an update`,
          body: {
            type: 'object',
            required: ['ids', 'field', 'value'],
            properties: {
              ...idsBodySchema.properties,
              field: { type: 'string', enum: fields },
              value: { description: 'the new value, as an update takes it (null empties a reference)' },
            },
          },
          response: { 200: bulkOutcomeSchema },
        },
      },
      async (request) => {
        const { ids, field, value } = bulkChangeOf(model, request.body);
        return eachRecord(app, model, request, ids, async (id, author) => {
          const stored = (await store.read(model, id)).record;
          await store.updateVersioned(
            model,
            id,
            { ...stored, [field]: value },
            { check: false },
            undefined,
            undefined,
            {
              author,
            },
          );
        });
      },
    );
}

export default async function bulkRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) registerBulk(app, model);
}
