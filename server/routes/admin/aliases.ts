import type { FastifyInstance } from 'fastify';
import {
  checkAttributeValuesQuery,
  componentFields,
  orderedComponentFields,
  replaceComponentFields,
  viewListCalls,
  withFilter,
  withFixedValues,
} from '../../../lib/aliases';
import type { ResourceModel } from '../../../lib/model';
import { invalid, notFound } from '../../errors';
import { authorOf } from '../../http/author';
import { idParam, requestLanguage } from '../../http/params';
import { checkedByModel, errorSchema, listSchema } from '../../http/schemas';
import { parseListQuery } from '../../store/listQuery';

const idParams = { type: 'object', properties: { id: { type: 'string' } } } as const;
const listErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

/**
 * A view's own list call (`listPath`, e.g. `/api/pedagogical-sheets/minidiag`: docs/alias-calls.md): the model's list
 * with the view's fixed values, which replace whatever the client sent for those fields.
 */
function viewLists(app: FastifyInstance, model: ResourceModel): void {
  for (const { path, fixed } of viewListCalls(model)) {
    app.get(
      `/api/${model.api}/${path}`,
      {
        ...checkedByModel,
        schema: {
          tags: [model.api],
          summary: `List the ${model.api} where ${fixed.map(([field, value]) => `${field} = ${value}`).join(', ')} (same paging and filters as the list call)`,
          response: { 200: listSchema, ...listErrors },
        },
      },
      (request) => {
        const query = withFixedValues(parseListQuery(model, request.query as Record<string, unknown>), fixed);
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
      const ordered = orderedComponentFields(parsed.data, panelId);
      const author = authorOf(request);
      return app.store.transaction(async (trx) => {
        await app.store.findRow(trx, panels, panelId);
        const current = new Set((await listFields(panelId, trx)).map((field) => field.id as number));
        await replaceComponentFields(ordered, current, {
          update: (id, item) => app.store.update(fields, id, item, trx, author),
          create: (item) => app.store.create(fields, item, trx, author),
          remove: (id) => app.store.remove(fields, id, author, trx),
        });
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
      checkAttributeValuesQuery(query);
      throw notFound('exam panel (patient records are not stored by this back-office)');
    },
  );
}

/** The calls that are views over catalogues rather than catalogues of their own (docs/alias-calls.md). */
export default async function aliasRoutes(app: FastifyInstance): Promise<void> {
  const model = (name: string) => app.models.byName.get(name);
  const attributes = model('attributes');
  const fields = model('fields');
  const panels = model('examPanelTypes');
  if (attributes && fields && panels) attributeExamPanelTypes(app, attributes, fields, panels);
  const childPath = Object.entries(panels?.children ?? {}).find(([, child]) => child.model === 'fields')?.[0];
  if (panels && fields && childPath) componentRoutes(app, panels, fields, childPath);
  examPanelAttributeValues(app);
  for (const listed of app.models.all) viewLists(app, listed);
}
