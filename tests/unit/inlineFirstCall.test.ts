// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_CALL_GLOBAL, type InlineCall, takeInlineCall } from '../../src/early/inlineFirstCall';
import { firstPagesOfGenericListings, inlineFirstCallScript } from '../../src/early/inlineFirstCallScript';
import { adminToken, fakeApi, json, nowSeconds } from './tokens';

/** index.html's inline script (src/early/inlineFirstCall.ts), run as the built page runs it: its text, evaluated. */
const api = fakeApi();
const FIRST_PAGE = '/api/attributes?usage=exam&order%5Bid%5D=asc&page=1&itemsPerPage=100';
const sentCall = () => (window as unknown as Record<string, InlineCall | undefined>)[INLINE_CALL_GLOBAL];

function openTab(
  address: string,
  { token = adminToken(), language }: { token?: string | null; language?: string } = {},
) {
  window.location.hash = address;
  if (token !== null) sessionStorage.setItem('auth.token', token);
  if (language) sessionStorage.setItem('RaStore.locale', JSON.stringify(language));
  // The script exactly as index.html holds it.
  new Function(inlineFirstCallScript())();
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[INLINE_CALL_GLOBAL];
});

describe("index.html's inline script", () => {
  it("sends a generic listing's first GET with the console's headers, and leaves it for the first script", async () => {
    api.answer = () => json([{ id: 1 }]);
    const token = adminToken();
    openTab('#/attributes', { token, language: 'en' });
    expect(api.calls.map((call) => call.url)).toEqual([FIRST_PAGE]);
    const headers = new Headers(api.calls[0].init.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('accept')).toBe('application/json');
    const call = sentCall();
    expect(call).toMatchObject({ url: FIRST_PAGE, language: 'en', token });
    expect(await (await call?.answer)?.json()).toEqual([{ id: 1 }]);
  });

  it('asks in French when the tab chose no language', () => {
    openTab('#/attributes');
    expect(new Headers(api.calls[0].init.headers).get('accept-language')).toBe('fr');
  });

  for (const [what, address, tab] of [
    ['a listing asked for with a query', '#/attributes?filter=%7B%7D', {}],
    ['a record', '#/attributes/12', {}],
    ['home', '#/home', {}],
    ['a catalogue with a listing of its own', '#/companies', {}],
    ['a tab without a token', '#/attributes', { token: null }],
    ['an expired token', '#/attributes', { token: adminToken({ exp: nowSeconds() - 1 }) }],
    ["a token that is not an administrator's", '#/attributes', { token: adminToken({ roles: ['ROLE_USER'] }) }],
    ['a first connection', '#/attributes', { token: adminToken({ firstConnect: true }) }],
    ['a token that does not decode', '#/attributes', { token: 'not.a-token!.x' }],
  ] as const) {
    it(`sends nothing for ${what}`, () => {
      openTab(address, tab);
      expect(api.calls).toEqual([]);
      expect(sentCall()).toBeUndefined();
    });
  }

  it('sends nothing when the tab keeps parameters of that listing from an earlier visit', () => {
    sessionStorage.setItem('RaStore.attributes.listParams', JSON.stringify({ sort: 'keyName' }));
    openTab('#/attributes');
    expect(api.calls).toEqual([]);
  });

  it("knows every generic listing's first page, built by the console's own rules", () => {
    const firstPages = firstPagesOfGenericListings();
    expect(firstPages.attributes).toBe(FIRST_PAGE);
    expect(firstPages.companies).toBeUndefined();
    expect(Object.keys(firstPages).length).toBeGreaterThan(20);
  });
});

describe("the first script takes the inline script's call", () => {
  const key = (overrides: Partial<{ path: string; language: string; token: string }> = {}) => ({
    path: FIRST_PAGE.slice('/api'.length),
    language: 'fr',
    token: sessionStorage.getItem('auth.token') ?? '',
    ...overrides,
  });

  it('once, when it is exactly the call it would send', () => {
    openTab('#/attributes');
    const call = sentCall();
    expect(call).toBeDefined();
    expect(takeInlineCall('/api', key())).toBe(call);
    expect(takeInlineCall('/api', key())).toBeUndefined();
  });

  for (const [what, other] of [
    ['another address', { path: '/attributes?usage=exam&page=1&itemsPerPage=100' }],
    ['another language', { language: 'en' }],
    ['another token', { token: adminToken({ sub: '8' }) }],
  ] as const) {
    it(`not when the first script would send it with ${what}: dropped, the first script sends its own`, () => {
      openTab('#/attributes');
      expect(takeInlineCall('/api', key(other))).toBeUndefined();
      expect(sentCall()).toBeUndefined();
    });
  }

  it('dropped when the first script sends nothing ahead', () => {
    openTab('#/attributes');
    expect(takeInlineCall('/api', undefined)).toBeUndefined();
    expect(sentCall()).toBeUndefined();
  });
});
