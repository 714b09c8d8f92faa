// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createDataProvider } from '../../src/providers/dataProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { decodeClaims, isExpired, tokenStorage } from '../../src/providers/tokenStorage';
import { adminToken, type FetchCall, fakeApi, json, nowSeconds } from './tokens';

type Call = FetchCall;
const api = fakeApi();

const providers = () => {
  const http = createHttpClient('/api');
  return { auth: createAuthProvider('/api', http), data: createDataProvider('/api', { http }) };
};
const bearerOf = (call: Call) => new Headers(call.init.headers).get('Authorization');
const callsTo = (path: string) =>
  api.calls.filter(
    (call) => /^[/?]|^$/.test(call.url.slice(`/api${path}`.length)) && call.url.startsWith(`/api${path}`),
  );
const list = { pagination: { page: 1, perPage: 100 }, filter: {} };

describe('token refresh before a call', () => {
  it('runs one refresh for concurrent calls; the others wait in 200 ms steps and reuse it', async () => {
    vi.useFakeTimers();
    const fresh = adminToken();
    tokenStorage.save({ token: adminToken({ exp: nowSeconds() - 1 }), refresh_token: 'refresh-1' });
    api.answer = (url) =>
      url === '/api/token/refresh'
        ? new Promise((resolve) => setTimeout(() => resolve(json({ token: fresh, refresh_token: 'refresh-2' })), 450))
        : json([]);
    const { data } = providers();
    const pending = Promise.all([
      data.getList('protocols', list),
      data.getList('protocols', list),
      data.getOne('protocols', { id: 1 }),
    ]);
    await vi.advanceTimersByTimeAsync(400);
    expect(callsTo('/protocols')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    await pending;

    const refreshes = callsTo('/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(String(refreshes[0].init.body))).toEqual({ refresh_token: 'refresh-1', brand: 1, type: 'admin' });
    expect(callsTo('/protocols')).toHaveLength(3);
    expect(callsTo('/protocols').map(bearerOf)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
    expect(tokenStorage.refreshToken()).toBe('refresh-2');
  });

  it('compares expiry in seconds: a token valid one more minute is used as it is', async () => {
    const token = adminToken({ exp: nowSeconds() + 60 });
    tokenStorage.save({ token, refresh_token: 'refresh-1' });
    await providers().data.getList('protocols', list);
    expect(callsTo('/token/refresh')).toHaveLength(0);
    expect(bearerOf(callsTo('/protocols')[0])).toBe(`Bearer ${token}`);

    const claims = decodeClaims(token);
    expect(claims && isExpired(claims, nowSeconds() + 59)).toBe(false);
    expect(claims && isExpired(claims, nowSeconds() + 60)).toBe(true);
  });

  it('sends a call once more, after a refresh, when its token expired on the way (401 for a token now expired)', async () => {
    vi.useFakeTimers();
    const leaving = adminToken({ exp: nowSeconds() + 1 });
    const fresh = adminToken({ exp: nowSeconds() + 300 });
    tokenStorage.save({ token: leaving, refresh_token: 'refresh-1' });
    api.answer = async (url, init) => {
      if (url === '/api/token/refresh') return json({ token: fresh, refresh_token: 'refresh-2' });
      if (bearerOf({ url, init }) === `Bearer ${fresh}`) return json([{ id: 1 }]);
      // The server reads the call after the token's last second.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return json({ error_code: 1101, error_status: 401 }, 401);
    };
    const pending = providers().data.getList('protocols', list);
    await vi.advanceTimersByTimeAsync(2000);
    const answer = await pending;

    expect(answer.data).toEqual([{ id: 1 }]);
    expect(callsTo('/protocols').map(bearerOf)).toEqual([`Bearer ${leaving}`, `Bearer ${fresh}`]);
    expect(callsTo('/token/refresh')).toHaveLength(1);
  });

  it('does not send again a call refused with 401 while its token is still valid (the session was ended)', async () => {
    tokenStorage.save({ token: adminToken({ exp: nowSeconds() + 300 }), refresh_token: 'refresh-1' });
    api.answer = () => json({ error_code: 1101, error_status: 401 }, 401);
    const failure = await providers()
      .data.getList('protocols', list)
      .catch((error) => error);
    expect(failure.status).toBe(401);
    expect(callsTo('/protocols')).toHaveLength(1);
    expect(callsTo('/token/refresh')).toHaveLength(0);
  });

  it('ends the session when the refresh answers 401: tokens cleared, the call fails with 401', async () => {
    tokenStorage.save({ token: adminToken({ exp: nowSeconds() - 5 }), refresh_token: 'revoked' });
    api.answer = (url) =>
      url === '/api/token/refresh' ? json({ error_code: 1103, error_status: 401 }, 401) : json([]);
    const { auth, data } = providers();
    const failure = await data.getList('protocols', list).catch((error) => error);
    expect(failure.status).toBe(401);
    expect(tokenStorage.accessToken()).toBeNull();
    expect(callsTo('/protocols')).toHaveLength(0);
    await expect(auth.checkError(failure)).rejects.toMatchObject({ redirectTo: '/logout' });
    await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/logout' });
  });

  it('fails with 401 without calling the API when there is no token', async () => {
    const failure = await providers()
      .data.getList('protocols', list)
      .catch((error) => error);
    expect(failure.status).toBe(401);
    expect(api.calls).toHaveLength(0);
  });
});

describe('checkError', () => {
  it('sends any 401 and a refused role to /logout, and lets other failures through', async () => {
    const { auth } = providers();
    tokenStorage.save({ token: adminToken(), refresh_token: 'refresh-1' });
    await expect(auth.checkError({ status: 500, body: { error_code: 1000 } })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 403, body: { error_code: 1105 } })).resolves.toBeUndefined();
    expect(tokenStorage.accessToken()).not.toBeNull();
    await expect(auth.checkError({ status: 403, body: { error_code: 1101 } })).rejects.toMatchObject({
      redirectTo: '/logout',
    });
    tokenStorage.save({ token: adminToken(), refresh_token: 'refresh-1' });
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/logout' });
    expect(tokenStorage.accessToken()).toBeNull();
  });
});

describe('login (docs/product-rules.md, States)', () => {
  const signIn = (token: string, extra: object = {}) => {
    api.answer = () => json({ token, refresh_token: 'refresh-1', ...extra });
    return providers().auth.login({ username: 'admin@example.test', password: 'Secret-123' });
  };

  it('posts the credentials as an admin and keeps the token pair', async () => {
    await expect(signIn(adminToken())).resolves.toBeUndefined();
    expect(JSON.parse(String(callsTo('/auth/token')[0].init.body))).toEqual({
      login: 'admin@example.test',
      password: 'Secret-123',
      userType: 'admin',
    });
    expect(bearerOf(callsTo('/auth/token')[0])).toBeNull();
    expect(tokenStorage.refreshToken()).toBe('refresh-1');
    await expect(providers().auth.checkAuth()).resolves.toBeUndefined();
    await expect(providers().auth.getPermissions()).resolves.toEqual(['ROLE_USER_ADMIN']);
  });

  it('leads to the first-connect page when the token says so', async () => {
    await expect(signIn(adminToken({ firstConnect: true }))).resolves.toEqual({ redirectTo: '/first-connect' });
    await expect(providers().auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/logout' });
  });

  it('leads to the reset form when a password-reset key comes back', async () => {
    await expect(signIn(adminToken(), { password_reset_key: 'k/1' })).resolves.toEqual({
      redirectTo: '/reset-password?key=k%2F1',
    });
    expect(tokenStorage.accessToken()).toBeNull();
  });

  it('refuses an already expired token as bad credentials (401)', async () => {
    const failure = await signIn(adminToken({ exp: nowSeconds() - 1 })).catch((error) => error);
    expect(failure.status).toBe(401);
    expect(failure.body.error_code).toBe(1100);
    expect(tokenStorage.accessToken()).toBeNull();
  });
});

describe('logout', () => {
  it('clears the tokens and revokes the refresh token, ignoring a failed revocation', async () => {
    tokenStorage.save({ token: adminToken(), refresh_token: 'refresh-1' });
    api.answer = () => json({ error_code: 1103, error_status: 401 }, 401);
    await providers().auth.logout();
    expect(tokenStorage.accessToken()).toBeNull();
    expect(JSON.parse(String(callsTo('/auth/logout')[0].init.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(api.calls.filter((call) => call.url.endsWith('/error-reports'))).toHaveLength(0);
  });
});
