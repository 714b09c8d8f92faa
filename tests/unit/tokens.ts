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
