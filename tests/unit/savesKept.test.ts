// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { RECORD_ETAG } from '../../src/providers/recordEtag';
import { createSessionRenewal, isRenewalDeclined } from '../../src/providers/sessionRenewal';
import { tokenStorage } from '../../src/providers/tokenStorage';
import { adminToken, type FetchCall, fakeApi, json, nowSeconds } from './tokens';

// docs/session-renewal.md and docs/record-versions.md, as the console's providers do them.
type Call = FetchCall;
const api = fakeApi();

const record = { id: 3, label: [{ language: 'fr', value: 'Protocole' }] };
const writes = () => api.calls.filter((call) => call.init.method === 'PUT');
const headerOf = (call: Call, name: string) => new Headers(call.init.headers).get(name);

/** Providers whose renewal is answered by `signIn` (the dialog's part): true once signed in again. */
function providers(signIn?: () => Promise<boolean>, wants = (method: string) => method !== 'GET') {
  const renewal = createSessionRenewal();
  const renew = vi.fn(signIn ?? (async () => false));
  renewal.register({ wants, renew });
  const http = createHttpClient('/api', { renewal });
  return { renew, data: createDataProvider('/api', { http }), auth: createAuthProvider('/api', http) };
}

describe('a save that meets the end of the session', () => {
  beforeEach(() => {
    // The access token has expired and its refresh token was revoked (password reset, revocation).
    tokenStorage.save({ token: adminToken({ exp: nowSeconds() - 5 }), refresh_token: 'revoked' });
    api.answer = (url, init) => {
      if (url === '/api/token/refresh') return json({ error_code: 1103, error_status: 401 }, 401);
      if (init.method === 'PUT') return json(JSON.parse(String(init.body)));
      return json(record);
    };
  });

  it('waits for the same account to sign in again, then is sent with the new token and answers the server', async () => {
    const fresh = adminToken();
    const { data, renew } = providers(async () => {
      tokenStorage.save({ token: fresh, refresh_token: 'new' });
      return true;
    });
    const saved = await data.update('protocols', { id: 3, data: { ...record, label: [] }, previousData: record });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(writes()).toHaveLength(1);
    expect(headerOf(writes()[0], 'Authorization')).toBe(`Bearer ${fresh}`);
    expect(saved.data).toMatchObject({ id: 3, label: [] });
  });

  it('fails, marked as declined, when the administrator does not sign in again; checkError lets it fail', async () => {
    const { data, auth } = providers(async () => false);
    const failure = await data.update('protocols', { id: 3, data: record, previousData: record }).catch((e) => e);
    expect(failure.status).toBe(401);
    expect(isRenewalDeclined(failure)).toBe(true);
    expect(writes()).toHaveLength(0);
    // Not turned into react-admin's logged-out "success": the failure reaches the form.
    await expect(auth.checkError(failure)).resolves.toBeUndefined();
  });

  it('asks for one sign-in for api.calls failing together, and does not ask for reads unless the renewer wants them', async () => {
    let settle: (renewed: boolean) => void = () => undefined;
    const { data, renew } = providers(() => new Promise<boolean>((resolve) => (settle = resolve)));
    const read = await data.getOne('protocols', { id: 3 }).catch((e) => e);
    expect(read.status).toBe(401);
    expect(isRenewalDeclined(read)).toBe(false);
    expect(renew).not.toHaveBeenCalled();
    const saves = Promise.all([
      data.update('protocols', { id: 3, data: record, previousData: record }),
      data.update('protocols', { id: 3, data: record, previousData: record }),
    ]);
    await vi.waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    tokenStorage.save({ token: adminToken(), refresh_token: 'new' });
    settle(true);
    await saves;
    expect(renew).toHaveBeenCalledTimes(1);
    expect(writes()).toHaveLength(2);
  });
});

describe('record versions', () => {
  beforeEach(() => tokenStorage.save({ token: adminToken(), refresh_token: 'refresh' }));

  it('keeps the ETag of a read in the record and sends it back as If-Match, not in the body', async () => {
    api.answer = (_url, init) =>
      new Response(init.method === 'PUT' ? String(init.body) : JSON.stringify(record), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: init.method === 'PUT' ? '"5"' : '"4"' },
      });
    const { data } = providers();
    const read = await data.getOne('protocols', { id: 3 });
    expect(read.data[RECORD_ETAG]).toBe('"4"');
    const saved = await data.update('protocols', { id: 3, data: read.data, previousData: read.data });
    expect(headerOf(writes()[0], 'If-Match')).toBe('"4"');
    expect(JSON.parse(String(writes()[0].init.body))).not.toHaveProperty(RECORD_ETAG);
    expect(saved.data[RECORD_ETAG]).toBe('"5"');
  });

  it('sends no If-Match to a server that answers no ETag (the original backend)', async () => {
    api.answer = (_url, init) => json(init.method === 'PUT' ? JSON.parse(String(init.body)) : record);
    const { data } = providers();
    const read = await data.getOne('protocols', { id: 3 });
    expect(read.data).not.toHaveProperty(RECORD_ETAG);
    await data.update('protocols', { id: 3, data: read.data, previousData: read.data });
    expect(headerOf(writes()[0], 'If-Match')).toBeNull();
  });
});
