import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyObject, listingsOf, VIEW_NAME_MAX } from '../../../lib/savedViews';
import { wrongRole } from '../../errors';
import { authorOf } from '../../http/author';
import { idParam } from '../../http/params';
import { failureSchemas } from '../../http/schemas';
import { SavedViewStore } from '../../savedViews/savedViewStore';

const filterSchema = {
  type: 'object',
  additionalProperties: true,
  description:
    "the listing's filters as its address carries them (docs/listing-addresses.md): `q`, field filters, switches",
} as const;
const sortSchema = {
  type: 'object',
  nullable: true,
  properties: { field: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } },
} as const;
const columnsSchema = {
  type: 'array',
  nullable: true,
  items: { type: 'string' },
  description: 'the columns shown, in order (field names); null: the listing’s own',
} as const;
const savedViewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    listing: { type: 'string', description: 'the console route of the listing, e.g. examsAnamnesis' },
    name: { type: 'string' },
    filter: filterSchema,
    sort: sortSchema,
    columns: columnsSchema,
    ownerId: { type: 'integer' },
    ownerEmail: { type: 'string', nullable: true },
    owned: { type: 'boolean', description: 'whether the caller owns the view (only its owner changes it)' },
    dropped: {
      type: 'array',
      items: { type: 'string' },
      description: 'filters and sort the view named that the listing no longer has: left out',
    },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;
const viewBody = {
  type: 'object',
  properties: {
    listing: { type: 'string' },
    name: {
      type: 'string',
      description: `1 to ${VIEW_NAME_MAX} characters, unique among the owner's views of the listing`,
    },
    filter: filterSchema,
    sort: sortSchema,
    columns: columnsSchema,
  },
} as const;
const columnChoiceSchema = {
  type: 'object',
  properties: { listing: { type: 'string' }, columns: columnsSchema },
} as const;
const listingParams = { type: 'object', properties: { listing: { type: 'string' } } } as const;
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;

/** Checked by lib/savedViews.ts, as the demo API checks them: the schemas only document. */
const checkedByRules = { validatorCompiler: () => (value: unknown) => ({ value }) };

/** The caller's account id (every call of this folder is an administrator's, its token checked). */
function callerOf(request: FastifyRequest): number {
  const id = authorOf(request).id;
  if (id === null) throw wrongRole();
  return id;
}

/**
 * Saved listing views and column choices (docs/saved-views.md): each administrator's own, kept by the server so they
 * follow the administrator to any browser. A view is readable by any administrator (its link is shared), changed and
 * deleted by its owner only.
 */
export default async function savedViewRoutes(app: FastifyInstance): Promise<void> {
  const store = new SavedViewStore(app.db, listingsOf(app.models.all));
  const tags = ['saved-views'];

  app.get(
    '/api/saved-views',
    {
      ...checkedByRules,
      schema: {
        tags,
        summary: "The caller's saved views, of one listing when `listing` is given, by name",
        querystring: { type: 'object', properties: { listing: { type: 'string' } } },
        response: { 200: { type: 'array', items: savedViewSchema } },
      },
    },
    (request) => {
      const { listing } = request.query as { listing?: unknown };
      return store.list(callerOf(request), typeof listing === 'string' ? listing : undefined);
    },
  );

  app.get(
    '/api/saved-views/:id',
    {
      schema: {
        tags,
        summary: "A saved view, any administrator's (opened by its link); filters of fields gone are left out",
        params: idParams,
        response: { 200: savedViewSchema },
      },
    },
    (request) => store.get(callerOf(request), idParam(request)),
  );

  app.post(
    '/api/saved-views',
    {
      ...checkedByRules,
      schema: {
        tags,
        summary: "Saves a listing's filters, sort and columns under a name",
        body: viewBody,
        response: { 201: savedViewSchema, ...failureSchemas(409) },
      },
    },
    async (request, reply) => {
      const view = await store.create(callerOf(request), bodyObject(request.body));
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/api/saved-views/:id',
    {
      ...checkedByRules,
      schema: {
        tags,
        summary: 'Renames a saved view or changes what it keeps (the parts sent); its owner only (else 403 / 1105)',
        params: idParams,
        body: viewBody,
        response: { 200: savedViewSchema, ...failureSchemas(409) },
      },
    },
    (request) => store.update(callerOf(request), idParam(request), bodyObject(request.body)),
  );

  app.delete(
    '/api/saved-views/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved view; its owner only (else 403 / 1105)',
        params: idParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      await store.remove(callerOf(request), idParam(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/column-choices/:listing',
    {
      schema: {
        tags,
        summary: "The columns the caller shows in a listing (null: the listing's own)",
        params: listingParams,
        response: { 200: columnChoiceSchema },
      },
    },
    (request) => store.columns(callerOf(request), (request.params as { listing: string }).listing),
  );

  app.put(
    '/api/column-choices/:listing',
    {
      ...checkedByRules,
      schema: {
        tags,
        summary: 'Keeps the columns the caller shows in a listing, in order; `columns: null` goes back to its own',
        params: listingParams,
        body: { type: 'object', properties: { columns: columnsSchema } },
        response: { 200: columnChoiceSchema },
      },
    },
    (request) =>
      store.chooseColumns(callerOf(request), (request.params as { listing: string }).listing, bodyObject(request.body)),
  );
}
