import { afterEach, beforeEach, vi } from 'vitest';

/** Unsigned JWTs for console tests: the console reads claims, the server checks signatures. */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function adminToken(overrides: Record<string, unknown> = {}): string {
  return jwt({
    sub: '7',
    username: 'admin@example.test',
    roles: ['ROLE_USER_ADMIN'],
    iat: nowSeconds(),
    exp: nowSeconds() + 900,
    firstConnect: false,
    ...overrides,
  });
}

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchCall = { url: string; init: RequestInit };

/**
 * `fetch` replaced for each test of the file: every call is recorded in `calls` and answered by `answer`
 * (an empty list unless a test says otherwise); the tab's storage is emptied after each test.
 */
export function fakeApi() {
  const api = {
    calls: [] as FetchCall[],
    answer: (() => json([])) as (url: string, init: RequestInit) => Response | Promise<Response>,
  };
  beforeEach(() => {
    api.calls = [];
    api.answer = () => json([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        api.calls.push({ url, init });
        return api.answer(url, init);
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
  return api;
}
