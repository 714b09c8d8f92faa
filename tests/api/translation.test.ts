import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './fixtures';
import { createTestApp, type TestApp } from './testApp';

/** A LibreTranslate stand-in on 127.0.0.1: answers `[target] q`, or fails on demand. */
function fakeEngine(): Promise<{ server: Server; url: string; requests: unknown[] }> {
  const requests: unknown[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const input = JSON.parse(body || '{}');
    requests.push({ path: request.url, ...input });
    if (input.q === 'fail') {
      response.writeHead(500).end('engine down');
      return;
    }
    if (input.q === 'nonsense') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected": true}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ translatedText: `[${input.target}] ${input.q}` }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('translation', () => {
  it('answers 501 / 1004 when no engine is configured', async () => {
    const t = await createTestApp('sqlite');
    try {
      expectError(
        await t.call({
          method: 'POST',
          url: '/api/translation',
          payload: { text: 'Bonjour', source: 'fr', target: 'en' },
        }),
        501,
        1004,
      );
      expectError(
        await t.call({
          method: 'POST',
          url: '/api/translation',
          payload: { text: 'Bonjour', source: 'fr', target: 'en' },
          token: null,
        }),
        401,
        1100,
      );
    } finally {
      await t.close();
    }
  });

  describe('with a LibreTranslate-compatible engine', () => {
    let t: TestApp;
    let engine: Awaited<ReturnType<typeof fakeEngine>>;
    beforeAll(async () => {
      engine = await fakeEngine();
      t = await createTestApp('sqlite', { env: { TRANSLATION_URL: `${engine.url}/` } });
    });
    afterAll(async () => {
      await t.close();
      engine.server.close();
    });

    const translate = (payload: unknown) =>
      t.call({ method: 'POST', url: '/api/translation', payload: payload as object });

    it('translates through the engine', async () => {
      const response = await translate({ text: 'Encombrement dentaire', source: 'fr', target: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ text: '[en] Encombrement dentaire' });
      expect(engine.requests.at(-1)).toEqual({
        path: '/translate',
        q: 'Encombrement dentaire',
        source: 'fr',
        target: 'en',
        format: 'text',
      });
    });

    it('validates the request', async () => {
      expectError(await translate({ source: 'fr', target: 'en' }), 400, 1202, 'text');
      expectError(await translate({ text: 'a', source: 'fr', target: 'english please' }), 400, 1203, 'target');
      expectError(await translate({ text: 42, source: 'fr', target: 'en' }), 400, 1203, 'text');
      expectError(await translate(['Bonjour']), 400, 1202, 'text');
    });

    it('answers 502 with the error body when the engine fails or answers nonsense', async () => {
      expectError(await translate({ text: 'fail', source: 'fr', target: 'en' }), 502, 1000);
      expectError(await translate({ text: 'nonsense', source: 'fr', target: 'en' }), 502, 1000);
    });
  });

  it('answers 502 when the engine is unreachable', async () => {
    const engine = await fakeEngine();
    const url = engine.url;
    await new Promise((resolve) => engine.server.close(resolve));
    const t = await createTestApp('sqlite', { env: { TRANSLATION_URL: url } });
    try {
      expectError(
        await t.call({ method: 'POST', url: '/api/translation', payload: { text: 'a', source: 'fr', target: 'en' } }),
        502,
        1000,
      );
    } finally {
      await t.close();
    }
  });
});
