import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ResourceModel, viewsOf } from '../../lib/model';
import { ApiError, invalid, notFound } from '../errors';
import type { Json } from '../store/entityStore';
import { type ListQuery, parseListQuery } from '../store/listQuery';
import { idParam, requestLanguage } from './catalogues';
import { checkedByModel, errorSchema, listSchema } from './schemas';

const PLAIN_FIELD = /^\w+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
const listErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/** A filter fixed by the call replaces whatever the client sent for that field. */
function withFilter(query: ListQuery, field: string, values: string[]): ListQuery {
  return { ...query, equals: [...query.equals.filter((f) => f.field !== field), { field, values }] };
}

const listOf = (raw: unknown): string[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** One field of a component's form, as the console sends it to `POST /api/components/{id}/fields`. */
const componentField = z.looseObject({
  id: z.number().int().nullish(),
  displayOrder: z.number().int().min(0).nullish(),
});
const componentFields = z.array(componentField).max(500);

/**
 * A view's own list call (`listPath`, e.g. spec §7's `/api/pedagogical-sheets/minidiag`): the model's list
 * with the view's fixed values, which replace whatever the client sent for those fields.
 */
function viewLists(app: FastifyInstance, model: ResourceModel): void {
  for (const view of viewsOf(model)) {
    if (!view.listPath) continue;
    const fixed = Object.entries(view.filter).filter(([field]) => PLAIN_FIELD.test(field));
    app.get(
      `/api/${model.api}/${view.listPath}`,
      {
        onRequest: app.requireAdmin,
        ...checkedByModel,
        schema: {
          tags: [model.api],
          summary: `List the ${model.api} where ${fixed.map(([field, value]) => `${field} = ${value}`).join(', ')} (same paging and filters as the list call)`,
          response: { 200: listSchema, ...listErrors },
        },
      },
      (request) => {
        const query = fixed.reduce(
          (current, [field, value]) => withFilter(current, field, [String(value)]),
          parseListQuery(model, request.query as Record<string, unknown>),
        );
        return app.store.list(model, query, requestLanguage(request));
      },
    );
  }
}

function attributeExamPanelTypes(
  app: FastifyInstance,
  attributes: ResourceModel,
  fields: ResourceModel,
  panels: ResourceModel,
) {
  app.get(
    `/api/${attributes.api}/:id/${panels.api}`,
    {
      onRequest: app.requireAdmin,
      ...checkedByModel,
      schema: {
        tags: [attributes.api],
        summary: 'Exam panel types having a field bound to this attribute (same paging and filters as the list call)',
        params: idParams,
        response: { 200: listSchema, ...listErrors },
      },
    },
    async (request) => {
      const attributeId = idParam(request);
      const query = parseListQuery(panels, request.query as Record<string, unknown>);
      await app.store.findRow(app.db, attributes, attributeId);
      const all = { page: 1, itemsPerPage: Number.MAX_SAFE_INTEGER, order: [], exists: [], equals: [] };
      const bound = await app.store.list(fields, withFilter(all, 'attributeId', [String(attributeId)]));
      const panelIds = [...new Set(bound.map((field) => String(field.examPanelTypeId)))];
      return app.store.list(panels, withFilter(query, 'id', panelIds), requestLanguage(request));
    },
  );
}

/** A "component" is an exam panel type's form: its fields, in display order. */
function componentRoutes(app: FastifyInstance, panels: ResourceModel, fields: ResourceModel, childPath: string) {
  const tags = ['components'];
  const listFields = (id: number, db = app.db) => app.store.relations.children(panels, id, childPath, db);

  app.get(
    '/api/components/:id/fields',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: "An exam panel type's fields, ordered by displayOrder",
        params: idParams,
        response: { 200: listSchema, ...listErrors },
      },
    },
    (request) => listFields(idParam(request)),
  );

  app.post(
    '/api/components/:id/fields',
    {
      onRequest: app.requireAdmin,
      ...checkedByModel,
      schema: {
        tags,
        summary:
          'Replace the ordered fields of an exam panel type: creates items without id, updates the others, disables the missing',
        params: idParams,
        body: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              label: { type: 'array', items: { type: 'object' } },
              required: { type: 'boolean' },
              type: { type: 'string' },
              attributeId: { type: 'integer', nullable: true },
              displayOrder: { type: 'integer' },
            },
          },
        },
        response: { 200: listSchema, ...listErrors, 409: errorSchema },
      },
    },
    async (request) => {
      const panelId = idParam(request);
      const parsed = componentFields.safeParse(request.body);
      if (!parsed.success)
        throw invalid(String(parsed.error.issues[0]?.path[1] ?? 'fields'), 'an array of fields is expected');
      const ordered = parsed.data
        .map((item, index) => ({ item, index }))
        .sort((a, b) => (a.item.displayOrder ?? a.index) - (b.item.displayOrder ?? b.index) || a.index - b.index)
        .map(
          ({ item }, displayOrder) =>
            ({ ...item, displayOrder, examPanelTypeId: panelId }) as Json & { id?: number | null },
        );
      const actorId = Number(request.claims?.sub) || null;
      return app.store.transaction(async (trx) => {
        await app.store.findRow(trx, panels, panelId);
        const current = new Set((await listFields(panelId, trx)).map((field) => field.id as number));
        const kept = new Set<number>();
        for (const [index, item] of ordered.entries()) {
          const existing = typeof item.id === 'number' && item.id > 0;
          if (existing && (!current.has(item.id as number) || kept.has(item.id as number)))
            throw invalid('id', `item ${index}: id ${item.id} is not a field of this component`);
          try {
            if (existing) {
              kept.add(item.id as number);
              await app.store.update(fields, item.id as number, item, trx);
            } else await app.store.create(fields, item, trx);
          } catch (error) {
            if (error instanceof ApiError)
              throw new ApiError(error.status, error.code, error.field, `item ${index}: ${error.message}`);
            throw error;
          }
        }
        for (const id of current) if (!kept.has(id)) await app.store.remove(fields, id, actorId, trx);
        return listFields(panelId, trx);
      });
    },
  );
}

/**
 * Exam panels are filled-in exams of patients: patient data that this reference back-office does not
 * store. The call checks its parameters, then answers 404 for every id (see docs/api.md).
 */
function examPanelAttributeValues(app: FastifyInstance): void {
  app.get(
    '/api/exam-panels/:id/attribute-values',
    {
      onRequest: app.requireAdmin,
      ...checkedByModel,
      schema: {
        tags: ['exam-panels'],
        summary:
          'Attribute values of a patient exam panel: no patient data lives here, so always 404 once parameters are valid',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            filterAttributeId: { type: 'array', items: { type: 'integer' } },
            filterDate: { type: 'array', items: { type: 'string', format: 'date' } },
          },
        },
        response: { 200: listSchema, ...listErrors },
      },
    },
    async (request) => {
      idParam(request);
      const query = request.query as Record<string, unknown>;
      const attributeIds = [...listOf(query.filterAttributeId), ...listOf(query['filterAttributeId[]'])];
      if (attributeIds.some((id) => !/^\d{1,10}$/.test(id))) throw invalid('filterAttributeId');
      const dates = [...listOf(query.filterDate), ...listOf(query['filterDate[]'])];
      if (dates.some((date) => !isCalendarDate(date))) throw invalid('filterDate', 'filterDate must be YYYY-MM-DD');
      throw notFound('exam panel (patient records are not stored by this back-office)');
    },
  );
}

/** The spec §7 calls that are views over catalogues rather than catalogues of their own. */
export default async function aliasRoutes(app: FastifyInstance): Promise<void> {
  const model = (name: string) => app.models.byName.get(name);
  const attributes = model('attributes');
  const fields = model('fields');
  const panels = model('examPanelTypes');
  if (attributes && fields && panels) attributeExamPanelTypes(app, attributes, fields, panels);
  const childPath = Object.entries(panels?.children ?? {}).find(([, child]) => child.resource === 'fields')?.[0];
  if (panels && fields && childPath) componentRoutes(app, panels, fields, childPath);
  examPanelAttributeValues(app);
  for (const listed of app.models.all) viewLists(app, listed);
}
