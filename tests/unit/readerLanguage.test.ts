// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/providers/httpClient';
import { json } from './tokens';

afterEach(() => vi.unstubAllGlobals());

describe('the language of API calls', () => {
  it('is the tab’s language at the time of each call, so lists order names the way the reader reads them', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json([]));
    vi.stubGlobal('fetch', fetch);
    let language = 'fr';
    const http = createHttpClient('/api', { readerLanguage: () => language });
    await http.request('/health', { isPublic: true });
    language = 'en';
    await http.request('/health', { isPublic: true });
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Accept-Language'));
    expect(sent).toEqual(['fr', 'en']);
  });

  it('is left to the browser when the console does not give one', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json([]));
    vi.stubGlobal('fetch', fetch);
    await createHttpClient('/api').request('/health', { isPublic: true });
    expect(new Headers(fetch.mock.calls[0][1].headers).has('Accept-Language')).toBe(false);
  });
});
