import { z } from 'zod';
import type { JsonSchemaName, ResourceModel } from '../../lib/model';
import { jsonSchemas } from '../../lib/validation';

type Schema = Record<string, unknown>;

/** The OpenAPI component naming a JSON field's schema: `condition` → `Condition`. */
export const jsonFieldComponentName = (name: JsonSchemaName) => `${name[0].toUpperCase()}${name.slice(1)}`;

/** Where a JSON field's body points: its schema among the document's components. */
export const jsonFieldRef = (name: JsonSchemaName) => ({
  $ref: `#/components/schemas/${jsonFieldComponentName(name)}`,
});

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`: zod writes `{nullable, anyOf}` for a nullable union, which
 * means the same as each branch being nullable, so the flag moves into the branches (at every depth).
 */
function withTypedNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTypedNullable);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) if (key !== '$id') out[key] = withTypedNullable(value);
  const branches = (out.anyOf ?? out.oneOf) as Schema[] | undefined;
  if (out.nullable === true && out.type === undefined && branches) {
    delete out.nullable;
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    out[key] = branches.map((branch) => (branch.type === undefined ? branch : { ...branch, nullable: true }));
  }
  return out;
}

/**
 * The schemas of the JSON fields the catalogues hold, written from their zod schemas (lib/validation.ts) as
 * OpenAPI 3.0 components: the description of a request's field is the rule its write is checked by. Only the
 * schemas some field uses are written (an unused component would be noise).
 */
export function jsonFieldComponents(models: readonly ResourceModel[]): Record<string, unknown> {
  const used = new Set<JsonSchemaName>();
  for (const model of models)
    for (const spec of Object.values(model.fields)) if (spec.type === 'json') used.add(spec.schema);
  const registry = z.registry<{ id: string }>();
  for (const name of [...used].sort()) registry.add(jsonSchemas[name], { id: jsonFieldComponentName(name) });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'openapi-3.0',
    // What a client sends: defaults are optional, and refinements (checked by the server) are left out.
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return withTypedNullable(schemas) as Record<string, unknown>;
}
