import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceModel } from '../../lib/model';
import { invalid, notFound } from '../errors';
import { MAX_ID } from '../store/entityStore';
import { parseListQuery } from '../store/listQuery';
import { itemSchema, listSchema, recordBodySchema } from './schemas';

/** Ids are positive 32-bit integers (PostgreSQL `integer`); anything else in a path is an unknown resource. */

export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

/** Body and query are checked by the model's own validation, not by the route schema (docs only). */
const noSchemaValidation = { validatorCompiler: () => (value: unknown) => ({ value }) };

export function requestLanguage(request: FastifyRequest): string {
  return (request.headers['accept-language'] ?? 'fr').toString().slice(0, 2) === 'en' ? 'en' : 'fr';
}

/** Standard CRUD, display order, relation and children calls of one catalogue, built from its model. */
export function registerCatalogue(app: FastifyInstance, model: ResourceModel): void {
  const base = `/api/${model.api}`;
  const store = app.store;
  const tags = [model.api];
  const secured = { onRequest: app.requireAdmin, ...noSchemaValidation };
  const has = (verb: string) => (model.verbs as readonly string[]).includes(verb);

  if (has('list')) {
    app.get(
      base,
      { ...secured, schema: { tags, summary: `List ${model.api}`, response: { 200: listSchema } } },
      (request) =>
        store.list(model, parseListQuery(model, request.query as Record<string, unknown>), requestLanguage(request)),
    );
  }
  if (has('get')) {
    app.get(
      `${base}/:id`,
      { ...secured, schema: { tags, summary: `Read one`, response: { 200: itemSchema } } },
      (request) => store.get(model, idParam(request)),
    );
  }
  if (has('create')) {
    app.post(
      base,
      { ...secured, schema: { tags, summary: 'Create', body: recordBodySchema(model), response: { 201: itemSchema } } },
      async (request, reply) => reply.code(201).send(await store.create(model, request.body)),
    );
  }
  if (has('update')) {
    app.put(
      `${base}/:id`,
      { ...secured, schema: { tags, summary: 'Update', body: recordBodySchema(model), response: { 200: itemSchema } } },
      (request) => store.update(model, idParam(request), request.body),
    );
  }
  if (has('delete')) {
    app.delete(
      `${base}/:id`,
      { ...secured, schema: { tags, summary: 'Disable (soft delete)' } },
      async (request, reply) => {
        await store.remove(model, idParam(request), Number(request.claims?.sub) || null);
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
        return store.reorder(model, idParam(request), position as number);
      },
    );
  }
  for (const [path, relation] of Object.entries(model.relations ?? {})) {
    app.get(
      `${base}/:id/${path}`,
      { ...secured, schema: { tags, summary: `List ${path}`, response: { 200: listSchema } } },
      (request) => store.relations.relation(model, idParam(request), path),
    );
    if (!relation.readOnly) {
      app.post(
        `${base}/:id/${path}`,
        { ...secured, schema: { tags, summary: `Replace ${path} (ordered)`, response: { 200: listSchema } } },
        (request) => store.relations.setRelation(model, idParam(request), path, request.body),
      );
    }
  }
  for (const path of Object.keys(model.children ?? {})) {
    app.get(
      `${base}/:id/${path}`,
      { ...secured, schema: { tags, summary: `List ${path}`, response: { 200: listSchema } } },
      (request) => store.relations.children(model, idParam(request), path),
    );
  }
}

const displayOrderBody = {
  type: 'object',
  required: ['displayOrder'],
  properties: { displayOrder: { type: 'integer', minimum: 0 } },
} as const;

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) registerCatalogue(app, model);
}
