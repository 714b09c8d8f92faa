// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { AHEAD_LIFETIME_MS } from '../../src/providers/callAhead';
import { createDataProvider, type ListParams } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { tokenStorage } from '../../src/providers/tokenStorage';
import { adminToken, fakeApi, json, nowSeconds } from './tokens';

const api = fakeApi();
const listCalls = () => api.calls.filter((call) => call.url.startsWith('/api/attributes?'));
const FIRST_PAGE: ListParams = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' },
  filter: { usage: 'exam' },
};

/** The console's providers, reading the tab's language as the console does. */
function console(language = () => 'fr') {
  const http = createHttpClient('/api', { readerLanguage: language });
  return createDataProvider('/api', { http });
}

const signIn = (overrides: Record<string, unknown> = {}) =>
  tokenStorage.save({ token: adminToken(overrides), refresh_token: 'refresh-1' });

/** The API answers each list call with the rows it holds at that moment. */
function apiHolding(rows: () => { id: number; keyName: string }[]) {
  api.answer = (url, init) => {
    if (init.method === 'PUT') return json({ id: 1, keyName: 'saved' });
    return url.startsWith('/api/attributes?') ? json(rows()) : json([]);
  };
}

describe('the first listing page asked for ahead', () => {
  it('is one call, with the address, language and token the listing would use, and the listing takes its answer', async () => {
    signIn();
    apiHolding(() => [{ id: 1, keyName: 'first' }]);
    const provider = console(() => 'en');
    provider.getListAhead('attributes', FIRST_PAGE);
    expect(listCalls()).toHaveLength(1);
    const { data } = await provider.getList('attributes', FIRST_PAGE);
    expect(data).toEqual([{ id: 1, keyName: 'first' }]);
    expect(listCalls()).toHaveLength(1);
    const [call] = listCalls();
    expect(decodeURIComponent(call.url)).toBe('/api/attributes?usage=exam&order[id]=asc&page=1&itemsPerPage=100');
    const headers = new Headers(call.init.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${tokenStorage.accessToken()}`);
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('answers once: the next reading of the listing asks the API again', async () => {
    signIn();
    let keyName = 'before';
    apiHolding(() => [{ id: 1, keyName }]);
    const provider = console();
    provider.getListAhead('attributes', FIRST_PAGE);
    await provider.getList('attributes', FIRST_PAGE);
    keyName = 'after';
    const { data } = await provider.getList('attributes', FIRST_PAGE);
    expect(data).toEqual([{ id: 1, keyName: 'after' }]);
    expect(listCalls()).toHaveLength(2);
  });

  it('is forgotten by a save: the listing read after it shows the saved row', async () => {
    signIn();
    let keyName = 'before';
    apiHolding(() => [{ id: 1, keyName }]);
    const provider = console();
    provider.getListAhead('attributes', FIRST_PAGE);
    keyName = 'saved';
    await provider.update('attributes', { id: 1, data: { id: 1, keyName: 'saved' }, previousData: { id: 1 } });
    const { data } = await provider.getList('attributes', FIRST_PAGE);
    expect(data).toEqual([{ id: 1, keyName: 'saved' }]);
    expect(listCalls()).toHaveLength(2);
  });

  it('is not sent without an administrator’s token valid now', async () => {
    const provider = console();
    provider.getListAhead('attributes', FIRST_PAGE);
    signIn({ exp: nowSeconds() - 10 });
    provider.getListAhead('attributes', FIRST_PAGE);
    signIn({ roles: ['ROLE_USER'] });
    provider.getListAhead('attributes', FIRST_PAGE);
    signIn({ firstConnect: true });
    provider.getListAhead('attributes', FIRST_PAGE);
    expect(api.calls).toEqual([]);
  });

  it('never answers another session, another language or other parameters', async () => {
    let rows = [{ id: 1, keyName: 'first session' }];
    apiHolding(() => rows);
    let language = 'fr';
    const provider = console(() => language);

    signIn({ sub: '7' });
    provider.getListAhead('attributes', FIRST_PAGE);
    signIn({ sub: '8', username: 'other@example.test' });
    rows = [{ id: 2, keyName: 'second session' }];
    expect((await provider.getList('attributes', FIRST_PAGE)).data).toEqual(rows);

    provider.getListAhead('attributes', FIRST_PAGE);
    language = 'en';
    rows = [{ id: 3, keyName: 'in English' }];
    expect((await provider.getList('attributes', FIRST_PAGE)).data).toEqual(rows);

    provider.getListAhead('attributes', FIRST_PAGE);
    rows = [{ id: 4, keyName: 'sorted' }];
    const sorted: ListParams = { ...FIRST_PAGE, sort: { field: 'keyName', order: 'DESC' } };
    expect((await provider.getList('attributes', sorted)).data).toEqual(rows);
    // The listing read it another way: the answer kept is dropped, not kept for later.
    expect((await provider.getList('attributes', FIRST_PAGE)).data).toEqual(rows);
    expect(listCalls()).toHaveLength(7); // three sent ahead, four read by the listing
  });

  it('is not used once older than the console’s start', async () => {
    signIn();
    let keyName = 'at start';
    apiHolding(() => [{ id: 1, keyName }]);
    const provider = console();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    provider.getListAhead('attributes', FIRST_PAGE);
    keyName = 'later';
    now.mockReturnValue(1_000_000 + AHEAD_LIFETIME_MS + 1);
    const { data } = await provider.getList('attributes', FIRST_PAGE);
    now.mockRestore();
    expect(data).toEqual([{ id: 1, keyName: 'later' }]);
  });

  it('leaves a failed answer aside: the listing’s own call goes out and reports as usual', async () => {
    signIn();
    let fails = true;
    api.answer = (url) => {
      if (!url.startsWith('/api/attributes?')) return json(undefined, 204);
      if (fails) return json({ error_code: 1000, message: 'down' }, 503);
      return json([{ id: 1 }]);
    };
    const provider = console();
    provider.getListAhead('attributes', FIRST_PAGE);
    await vi.waitFor(() => expect(listCalls()).toHaveLength(1));
    fails = false;
    expect((await provider.getList('attributes', FIRST_PAGE)).data).toEqual([{ id: 1 }]);
    expect(listCalls()).toHaveLength(2);
  });

  it('leaves other calls alone', async () => {
    signIn();
    apiHolding(() => [{ id: 1, keyName: 'first' }]);
    const provider = console();
    provider.getListAhead('attributes', FIRST_PAGE);
    await provider.getList('protocols', { pagination: { page: 1, perPage: 100 }, filter: {} });
    await provider.getList('attributes', FIRST_PAGE);
    expect(listCalls()).toHaveLength(1);
  });
});
