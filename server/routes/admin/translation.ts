import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_TRANSLATED_TEXT_LENGTH, type TranslationAnswer } from '../../../lib/translationWork';
import { invalid, mandatory, notSupported, upstreamFailure } from '../../errors';
import { errorSchema } from '../../http/schemas';

const language = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/);
const requestSchema = z.object({
  text: z.string().min(1),
  source: z.union([language, z.literal('auto')]),
  target: language,
});
export type EngineRequest = z.infer<typeof requestSchema>;
const engineAnswer = z.object({ translatedText: z.string() });

/** The engine failed, refused or answered nonsense (502), or was too slow (504): docs/translation.md, "Errors". */
const engineFailed = (message: string) => upstreamFailure(502, message);
const engineTooSlow = (timeoutMs: number) =>
  upstreamFailure(504, `translation engine did not answer within ${timeoutMs} ms (TRANSLATION_TIMEOUT_MS)`);
const timedOut = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/**
 * Asks a LibreTranslate-compatible engine (`POST <url>/translate`), waiting at most `timeoutMs` for its whole
 * answer (headers and body).
 */
export async function translate(baseUrl: string, input: EngineRequest, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    const url = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ q: input.text, source: input.source, target: input.target, format: 'text' }),
      signal,
    });
    body = await response.text();
  } catch (error) {
    if (timedOut(error)) throw engineTooSlow(timeoutMs);
    throw engineFailed('translation engine unreachable');
  }
  if (!response.ok) throw engineFailed(`translation engine refused the text (HTTP ${response.status})`);
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON: answered below as an answer without translatedText.
  }
  const parsed = engineAnswer.safeParse(json);
  if (!parsed.success) throw engineFailed('translation engine answered no translatedText');
  return parsed.data.translatedText;
}

/** A text's length as LibreTranslate counts it: in characters (code points), not UTF-16 units. */
const charactersIn = (text: string) => [...text].length;

/**
 * POST /api/translation: 501 / 1004 when no engine is configured (TRANSLATION_URL); 400 for a missing or malformed
 * field or a text over MAX_TRANSLATED_TEXT_LENGTH; 502 / 504 with 1005 when the engine fails or is too slow.
 */
export default async function translationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/translation',
    {
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags: ['translation'],
        summary:
          'Translate a text through the configured LibreTranslate-compatible engine (TRANSLATION_URL); ' +
          `text up to ${MAX_TRANSLATED_TEXT_LENGTH} characters; 502 when the engine fails or refuses, ` +
          '504 when it does not answer within TRANSLATION_TIMEOUT_MS',
        body: {
          type: 'object',
          required: ['text', 'source', 'target'],
          properties: {
            text: { type: 'string', minLength: 1, maxLength: MAX_TRANSLATED_TEXT_LENGTH },
            source: { type: 'string', description: 'a language code (fr, en) or auto' },
            target: { type: 'string', description: 'a language code (fr, en)' },
          },
        },
        response: {
          200: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          501: errorSchema,
          502: errorSchema,
          504: errorSchema,
        },
      },
    },
    async (request): Promise<TranslationAnswer> => {
      const engine = app.config.translationUrl;
      if (!engine) throw notSupported('no translation engine configured (TRANSLATION_URL)');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const parsed = requestSchema.safeParse(body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'text');
        throw body[field] === undefined || body[field] === '' ? mandatory(field) : invalid(field);
      }
      if (charactersIn(parsed.data.text) > MAX_TRANSLATED_TEXT_LENGTH)
        throw invalid('text', `text is longer than ${MAX_TRANSLATED_TEXT_LENGTH} characters`);
      return { text: await translate(engine, parsed.data, app.config.translationTimeoutMs) };
    },
  );
}
