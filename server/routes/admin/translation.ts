import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '../../../lib/errors';
import { ApiError, invalid, mandatory, notSupported } from '../../errors';
import { errorSchema } from '../../http/schemas';

export const TRANSLATION_TIMEOUT_MS = 10_000;

const language = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/);
const requestSchema = z.object({
  text: z.string().min(1).max(5000),
  source: z.union([language, z.literal('auto')]),
  target: language,
});
const engineAnswer = z.object({ translatedText: z.string() });

/** The engine failed or answered nonsense: not the client's fault, and not ours to hide. */
const engineFailure = (message: string) => new ApiError(502, ErrorCode.FileWritePermission, undefined, message);

/** Asks a LibreTranslate-compatible engine (`POST <url>/translate`). */
export async function translate(baseUrl: string, input: z.infer<typeof requestSchema>): Promise<string> {
  let response: Response;
  try {
    const url = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ q: input.text, source: input.source, target: input.target, format: 'text' }),
      signal: AbortSignal.timeout(TRANSLATION_TIMEOUT_MS),
    });
  } catch {
    throw engineFailure('translation engine unreachable');
  }
  if (!response.ok) throw engineFailure(`translation engine answered ${response.status}`);
  const parsed = engineAnswer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw engineFailure('translation engine answered no translatedText');
  return parsed.data.translatedText;
}

/** POST /api/translation: 501 / 1004 when no engine is configured (TRANSLATION_URL). */
export default async function translationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/translation',
    {
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags: ['translation'],
        summary: 'Translate a text through the configured LibreTranslate-compatible engine',
        body: {
          type: 'object',
          required: ['text', 'source', 'target'],
          properties: { text: { type: 'string' }, source: { type: 'string' }, target: { type: 'string' } },
        },
        response: {
          200: { type: 'object', properties: { text: { type: 'string' } } },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          501: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const engine = app.config.translationUrl;
      if (!engine) throw notSupported('no translation engine configured (TRANSLATION_URL)');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const parsed = requestSchema.safeParse(body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'text');
        throw body[field] === undefined || body[field] === '' ? mandatory(field) : invalid(field);
      }
      return { text: await translate(engine, parsed.data) };
    },
  );
}
