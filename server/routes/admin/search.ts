import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  parseSearchQuery,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
  type SearchAnswer,
} from '../../../lib/globalSearch';
import { isPostgres } from '../../db/ddl';
import { invalid } from '../../errors';
import { errorSchema, recordLinkSchema } from '../../http/schemas';
import { GlobalSearch } from '../../search/globalSearch';

const hitSchema = {
  type: 'object',
  required: [...recordLinkSchema.required, 'match'],
  properties: {
    ...recordLinkSchema.properties,
    match: {
      type: 'object',
      required: ['field', 'language', 'text', 'start', 'end', 'rank'],
      properties: {
        field: { type: 'string', description: 'the field matched' },
        language: { type: 'string', nullable: true, description: "a translation set's language matched" },
        text: { type: 'string', description: 'the value matched, as stored' },
        start: { type: 'integer', description: 'the match in `text`, from (UTF-16 offset)' },
        end: { type: 'integer', description: 'to (excluded)' },
        rank: {
          type: 'integer',
          description: '0 the whole key name, 1 a whole value, 2 a value’s start, 3 a word’s start, 4 inside',
        },
      },
    },
  },
} as const;

/** GET /api/search: one query over every catalogue (docs/search.md). */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = new GlobalSearch(app.models.all, isPostgres(app.db as Kysely<unknown>));
  app.get(
    '/api/search',
    {
      // `q` and `limit` are read by lib/globalSearch.ts parseSearchQuery, which names the one refused.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags: ['search'],
        summary:
          'Search every catalogue: labels in both languages, key names, e-mails, RPPS numbers, descriptions; ' +
          'accent- and case-insensitive, best matches first (a whole key name first)',
        querystring: {
          type: 'object',
          properties: {
            q: {
              type: 'string',
              description:
                `searched as text (quotes, *, %, operators included); below ${SEARCH_MIN_LENGTH} characters ` +
                `nothing is searched, below 3 only whole key names; at most ${SEARCH_MAX_LENGTH} characters`,
            },
            limit: {
              type: 'string',
              description: `records answered at most: default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT}`,
            },
          },
        },
        response: {
          200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: hitSchema } } },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request): Promise<SearchAnswer> => {
      const parsed = parseSearchQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return { items: await search.search(app.db, parsed.needle, parsed.limit) };
    },
  );
}
