import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import type { ResourceModel } from '../../lib/model';
import { jsonFieldComponents } from './jsonFieldSchemas';
import { errorSchema } from './schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call: `admin` on every route of server/routes/admin/, `public` (no token needed) on every route of
     * server/routes/public/ (their autohooks.ts); read by the description.
     */
    audience?: 'admin' | 'public';
  }
}

/** The API reference page (server/routes/public/apiReference.ts) and its licence statement. */
export const API_REFERENCE_PATH = '/api/reference';
export const API_LICENCE_PATH = `${API_REFERENCE_PATH}/licence`;

/** The body of every failure (lib/errors.ts ErrorBody), named once in the description and referred to by each. */
const ERROR_COMPONENT = 'Error';
const errorBody = {
  type: 'object',
  required: ['error_code', 'error_status'],
  properties: {
    error_code: {
      type: 'integer',
      description: 'the failure, e.g. 1200 not found, 1203 invalid (docs/product-rules.md, "Errors")',
    },
    error_status: { type: 'integer', description: 'the HTTP status again' },
    error_field: { type: 'string', description: 'the field at fault, when there is one' },
    message: { type: 'string', description: 'in English, for logs; not for display' },
    description: { type: 'string', description: 'password resets and e-mail codes: why a link or code is refused' },
    changed_fields: {
      type: 'array',
      items: { type: 'string' },
      description: '409 / 1204: the fields changed since the version the update was made on',
    },
  },
};

/** What each failure status means across the API, as the description says it. */
const FAILURES: Record<string, string> = {
  '400': 'A malformed request, or a value refused: 1202 (mandatory) or 1203 (invalid), `error_field` naming it',
  '401': 'No valid token: missing, malformed or forged (1100), expired (1103), or its account deactivated',
  '403': 'Not allowed: the token is not an administrator’s (1101), or the action is not allowed now (1105)',
  '404': 'Unknown id or name (1200)',
  '409':
    'Conflict: a unique value already used (1201), a record still referred to (1104), or a record changed since ' +
    'it was read (1204, `changed_fields`)',
  '413': 'The body is too large (1203)',
  '429': 'Too many attempts (1105); `Retry-After` says when to try again',
  '4XX': 'Refused; the error body says why',
  '501': 'Not supported by this installation (1004)',
  '502': 'A service the server calls failed (1005)',
  '504': 'A service the server calls did not answer in time (1005)',
};

/**
 * A stable, unique name for each operation, from its method and path (the `/api` prefix left out): each segment
 * in PascalCase, a path parameter as `By<Name>`. `GET /api/attributes/{id}/revisions` → `getAttributesByIdRevisions`.
 * Method and path identify a route, so no two operations share one.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^(?::|\{)(\w+)\}?$/.exec(segment)?.[1];
      const text = parameter ? `by-${parameter}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

type SwaggerTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type SwaggerTransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type OpenApiDocument = ReturnType<SwaggerTransformObject>;

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  operationId?: string;
};

/**
 * The failures every call of its kind may answer, beyond those its route declares: 400 for any call (a malformed
 * request, server/plugins/errors.ts, or a refused value); 401 for a call needing a token; 403 for an administrator's
 * call; 404 for a call with a path parameter (an unknown id).
 */
function sharedFailures(route: RouteOptions, url: string, schema: RouteSchema): number[] {
  const security = schema.security ?? [{ bearer: [] }];
  const needsToken = security.length > 0 && security.every((requirement) => Object.keys(requirement ?? {}).length);
  return [
    400,
    ...(needsToken ? [401] : []),
    ...(route.config?.audience === 'admin' ? [403] : []),
    ...(/[:{]/.test(url) ? [404] : []),
  ];
}

/**
 * Each operation's id and failures, added to its route's schema for the description only; a public route (answered
 * without a token) says so with `security: []` unless it declares its own (a token accepted but not needed).
 */
const describeRoute: SwaggerTransform = ({ schema, url, route }) => {
  const declared = (schema ?? {}) as RouteSchema;
  const own: RouteSchema =
    route.config?.audience === 'public' && declared.security === undefined ? { ...declared, security: [] } : declared;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const response: Record<string, unknown> = { ...(own.response ?? {}) };
  const statuses = Object.keys(response);
  for (const status of sharedFailures(route, url, own))
    if (!statuses.includes(String(status))) response[status] = errorSchema;
  return { schema: { ...own, operationId: own.operationId ?? operationIdOf(method, url), response }, url };
};

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

/**
 * The finished document: every failure's body is the one error component, with its status's meaning (a route's
 * own description kept).
 */
const withSharedErrorBody: SwaggerTransformObject = (documentObject) => {
  const openapiObject = (documentObject as { openapiObject: OpenApiDocument }).openapiObject;
  const paths = (openapiObject.paths ?? {}) as unknown as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        const described = answer.description && answer.description !== 'Default Response';
        operation.responses![status] = {
          description: described ? answer.description! : (FAILURES[status] ?? 'Refused; the error body says why'),
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_COMPONENT}` } } },
        };
      }
  return openapiObject;
};

/**
 * The OpenAPI description's settings (@fastify/swagger, server/app.ts; decisions in docs/api-reference.md): served at
 * the origin that serves it, the JSON fields described by their zod schemas, every operation named and its failures
 * listed with the error body.
 */
export function apiDescriptionOptions(models: readonly ResourceModel[]): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Back-office API',
        version: '1.0.0',
        description:
          'Reference data of the aligner-treatment product. Calls need a bearer token from `POST /api/auth/token` ' +
          'unless marked otherwise; every failure answers the body of the `Error` schema.',
        license: { name: 'Proprietary: no licence granted', url: API_LICENCE_PATH },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [ERROR_COMPONENT]: errorBody, ...jsonFieldComponents(models) } as never,
      },
      security: [{ bearer: [] }],
    },
    // Paths are written whole, `/api` included: the server's `/` is not a base path to strip.
    stripBasePath: false,
    transform: describeRoute,
    transformObject: withSharedErrorBody,
  };
}
