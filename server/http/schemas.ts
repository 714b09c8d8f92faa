import type { FieldSpec, ResourceModel } from '../../lib/model';
import { LANGUAGES } from '../../lib/model';
import { DURATION_UNITS } from '../../lib/validation';
import { jsonFieldRef } from './jsonFieldSchemas';

/** OpenAPI descriptions of the catalogue calls. Responses stay open so nothing is dropped or coerced. */
/**
 * Records are checked by their model's own validation, not by a route schema (the schemas only document);
 * open records (`additionalProperties`) are written by JSON.stringify, faster than a compiled serializer
 * that would filter nothing.
 */
export const checkedByModel = {
  validatorCompiler: () => (value: unknown) => ({ value }),
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};

export const itemSchema = { type: 'object', additionalProperties: true } as const;
export const listSchema = { type: 'array', items: itemSchema } as const;
/** The answer of a call that answers nothing but its success. */
export const emptySchema = { type: 'object', properties: {} } as const;
export const errorSchema = {
  type: 'object',
  properties: {
    error_code: { type: 'integer' },
    error_status: { type: 'integer' },
    error_field: { type: 'string' },
    message: { type: 'string' },
    changed_fields: {
      type: 'array',
      items: { type: 'string' },
      description: '409 / 1204: the fields changed since the version the update was made on',
    },
    references: {
      type: 'array',
      description: '409 / 1104: the first 10 active records still referring to the record (docs/bulk-and-trash.md)',
      items: {
        type: 'object',
        properties: {
          resource: { type: 'string', description: 'the catalogue (model name)' },
          id: { type: 'integer' },
          label: { description: "the record's name as stored: a translation set or a text (null: none)" },
        },
      },
    },
    referencesTotal: { type: 'integer', description: '409 / 1104: how many active records refer to it in all' },
    missing_languages: {
      type: 'array',
      items: { type: 'string' },
      description: '400 / 1202 on a translation set holding text in some languages only: the languages it lacks',
    },
  },
} as const;

/**
 * A call's own failures, each answering the error body (lib/errors.ts): the statuses beyond those every call of its
 * kind answers, which server/http/apiDescription.ts adds (400, 401, 403, 404).
 */
export const failureSchemas = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<number, typeof errorSchema>;

const translationSet = {
  type: 'array',
  items: {
    type: 'object',
    properties: { language: { type: 'string', enum: [...LANGUAGES] }, value: { type: 'string' } },
  },
};

function fieldSchema(spec: FieldSpec): Record<string, unknown> {
  switch (spec.type) {
    case 'translation':
      return translationSet;
    case 'string':
    case 'keyName':
      return { type: 'string' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: 'number' };
    case 'enum':
      return { type: 'string', enum: [...spec.values] };
    case 'enumList':
      return { type: 'array', items: { type: 'string', enum: [...spec.values] } };
    case 'reference':
      return { type: 'integer', nullable: true };
    case 'references':
      return { type: 'array', items: { type: 'integer' } };
    case 'duration':
      return {
        type: 'object',
        properties: { value: { type: 'number' }, unit: { type: 'string', enum: [...DURATION_UNITS] } },
      };
    case 'json':
      return jsonFieldRef(spec.schema);
    case 'image':
      return { type: 'string', description: 'base64 image' };
  }
}

export function recordBodySchema(model: ResourceModel): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(model.fields)) {
    if (spec.readOnly) continue;
    if (spec.type === 'image') {
      properties[`${name}Base64`] = fieldSchema(spec);
      properties[`${name}OriginalName`] = { type: 'string' };
      continue;
    }
    properties[name] = fieldSchema(spec);
    if (spec.required || spec.type === 'keyName') required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * A record as the catalogue calls answer it, for the description only (these calls write their answers with
 * JSON.stringify, `checkedByModel`): its id and fields, JSON fields by their schema; open, since an answer also
 * carries embedded summaries, image names and account fields.
 */
export function recordSchema(model: ResourceModel): Record<string, unknown> {
  const properties: Record<string, unknown> = { id: { type: 'integer' } };
  for (const [name, spec] of Object.entries(model.fields))
    if (spec.type !== 'image') properties[name] = fieldSchema(spec);
  return { type: 'object', properties, additionalProperties: true };
}

export const recordListSchema = (model: ResourceModel) => ({ type: 'array', items: recordSchema(model) });

/** A record named and linked (lib/recordLink.ts): the global search's hits and "used by" answer it. */
export const recordLinkSchema = {
  type: 'object',
  required: ['resource', 'view', 'id', 'label', 'keyName'],
  properties: {
    resource: { type: 'string', description: 'the catalogue (model name)' },
    view: { type: 'string', description: 'the console route listing the record' },
    id: { type: 'integer' },
    label: {
      description: "the record's name: a translation set or a text (null: named by its id)",
      anyOf: [
        {
          type: 'array',
          nullable: true,
          items: { type: 'object', properties: { language: { type: 'string' }, value: { type: 'string' } } },
        },
        { type: 'string', nullable: true },
      ],
    },
    keyName: { type: 'string', nullable: true },
  },
} as const;
