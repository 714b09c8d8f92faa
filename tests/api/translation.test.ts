import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../lib/errors';
import { MAX_TRANSLATED_TEXT_LENGTH } from '../../lib/translationWork';
import { translationTimeout } from '../../server/config';
import { type FakeTranslationEngine, startTranslationEngine } from '../fakes/translationEngine';
import { expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

/** The server gives up on the engine after this long in these tests (TRANSLATION_TIMEOUT_MS). */
const SHORT_TIMEOUT_MS = 300;

describe.each(DATABASES)('translation on %s', (database) => {
  const translateOn = (t: TestApp, payload: unknown, token?: string | null) =>
    t.call({ method: 'POST', url: '/api/translation', payload: payload as object, token });

  it('answers 501 / 1004 with no engine configured, and the console configuration says there is none', async () => {
    const t = await createTestApp(database);
    try {
      expectError(await translateOn(t, { text: 'Bonjour', source: 'fr', target: 'en' }), 501, 1004);
      expectError(await translateOn(t, { text: 'Bonjour', source: 'fr', target: 'en' }, null), 401, 1100);
      const config = await t.call({ method: 'GET', url: '/api/console-config', token: null });
      expect(config.json()).toEqual({
        addressSearchUrl: 'https://api-adresse.data.gouv.fr/search/',
        translation: false,
      });
    } finally {
      await t.close();
    }
  });

  describe('with a LibreTranslate-compatible engine', () => {
    let t: TestApp;
    let engine: FakeTranslationEngine;
    beforeAll(async () => {
      engine = await startTranslationEngine();
      t = await createTestApp(database, {
        env: { TRANSLATION_URL: `${engine.url}/`, TRANSLATION_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) },
      });
    });
    afterAll(async () => {
      await t.close();
      await engine.close();
    });
    const translate = (payload: unknown) => translateOn(t, payload);

    it('says so in the console configuration, without naming the engine', async () => {
      const response = await t.call({ method: 'GET', url: '/api/console-config', token: null });
      expect(response.json()).toEqual({
        addressSearchUrl: 'https://api-adresse.data.gouv.fr/search/',
        translation: true,
      });
    });

    it('translates through the engine', async () => {
      engine.answer({ kind: 'translating' });
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

    it('validates the request before asking the engine', async () => {
      engine.answer({ kind: 'translating' });
      const asked = engine.requests.length;
      expectError(await translate({ source: 'fr', target: 'en' }), 400, 1202, 'text');
      expectError(await translate({ text: 'a', source: 'fr', target: 'english please' }), 400, 1203, 'target');
      expectError(await translate({ text: 42, source: 'fr', target: 'en' }), 400, 1203, 'text');
      expectError(await translate(['Bonjour']), 400, 1202, 'text');
      expect(engine.requests.length).toBe(asked);
    });

    it('refuses a text over the limit (400 / 1203 on text, naming the limit) without asking the engine', async () => {
      engine.answer({ kind: 'translating' });
      const asked = engine.requests.length;
      const longest = 'é'.repeat(MAX_TRANSLATED_TEXT_LENGTH);
      expect((await translate({ text: longest, source: 'fr', target: 'en' })).statusCode).toBe(200);
      const oversized = await translate({ text: `${longest}a`, source: 'fr', target: 'en' });
      expectError(oversized, 400, 1203, 'text');
      expect(oversized.json().message).toContain(String(MAX_TRANSLATED_TEXT_LENGTH));
      expect(engine.requests.length).toBe(asked + 1);
    });

    it('answers 502 / 1005 when the engine refuses the text (500, 403)', async () => {
      for (const status of [500, 403]) {
        engine.answer({ kind: 'refusing', status });
        const response = await translate({ text: 'Bonjour', source: 'fr', target: 'en' });
        expectError(response, 502, ErrorCode.UpstreamFailure);
        expect(response.json().message).toContain(String(status));
      }
    });

    it('answers 502 / 1005 when the engine answers nonsense', async () => {
      engine.answer({ kind: 'nonsense' });
      expectError(await translate({ text: 'Bonjour', source: 'fr', target: 'en' }), 502, ErrorCode.UpstreamFailure);
    });

    it('answers 504 / 1005 when the engine does not answer within TRANSLATION_TIMEOUT_MS', async () => {
      engine.answer({ kind: 'holding' });
      const response = await translate({ text: 'Bonjour', source: 'fr', target: 'en' });
      expectError(response, 504, ErrorCode.UpstreamFailure);
      expect(response.json().message).toContain(`${SHORT_TIMEOUT_MS} ms`);
      engine.answer({ kind: 'translating' });
      expect((await translate({ text: 'Bonjour', source: 'fr', target: 'en' })).json()).toEqual({
        text: '[en] Bonjour',
      });
    });
  });

  it('answers 502 / 1005 when the engine is unreachable', async () => {
    const engine = await startTranslationEngine();
    await engine.close();
    const t = await createTestApp(database, { env: { TRANSLATION_URL: engine.url } });
    try {
      const response = await translateOn(t, { text: 'a', source: 'fr', target: 'en' });
      expectError(response, 502, ErrorCode.UpstreamFailure);
      expect(response.json().message).toBe('translation engine unreachable');
    } finally {
      await t.close();
    }
  });
});

describe('TRANSLATION_TIMEOUT_MS', () => {
  it('defaults to 10 s and takes whole milliseconds up to ten minutes, refusing anything else at start', () => {
    expect(translationTimeout(undefined)).toBe(10_000);
    expect(translationTimeout(' ')).toBe(10_000);
    expect(translationTimeout('2500')).toBe(2500);
    for (const wrong of ['0', '-5', '1.5', '10s', '600001'])
      expect(() => translationTimeout(wrong)).toThrow(/Invalid TRANSLATION_TIMEOUT_MS/);
  });
});
