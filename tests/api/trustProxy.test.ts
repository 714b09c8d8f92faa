import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../lib/history';
import { createAdmin } from '../../server/bootstrap';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, type TestApp } from './testApp';

/** The reverse proxy every call comes through in this file (TRUST_PROXY names it). */
const PROXY = '10.20.0.2';
/** A machine that reaches the server directly, not through the proxy. */
const DIRECT_PEER = '192.0.2.50';
const PASSWORD = 'Right-Passw0rd!';

// docs/operations.md, "Behind a reverse proxy": the sign-in throttle, the error-report limit and the history's client
// address use the address the trusted proxy tells in X-Forwarded-For, and only when the peer is that proxy.
describe.each(DATABASES)('behind a trusted reverse proxy on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { TRUST_PROXY: `${PROXY}, 10.30.0.0/16` } });
  });
  afterAll(() => t.close());

  /** A sign-in as a client sends it: through `peer`, telling `forwardedFor`. */
  const signInVia = (peer: string, forwardedFor: string | undefined, login: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/token',
      token: null,
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: { login, password, userType: 'admin' },
    });

  const latest = async (action: string) =>
    (
      (await t.call({ method: 'GET', url: `/api/activity?action=${action}&itemsPerPage=1` })).json() as HistoryEntry[]
    )[0];

  it("counts failed sign-ins per client: 20 from one client do not block another client's sign-in", async () => {
    await createAdmin(t.app, { email: 'rightful@example.com', password: PASSWORD });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect((await signInVia(PROXY, '203.0.113.5', `guess${attempt}@example.com`, 'Wrong-Passw0rd!')).statusCode).toBe(
        401,
      );
    // The client who failed 20 times is blocked, even with a right password...
    expect((await signInVia(PROXY, '203.0.113.5', 'rightful@example.com', PASSWORD)).statusCode).toBe(429);
    // ...the rightful administrator, through the same proxy from another client, is not.
    expect((await signInVia(PROXY, '198.51.100.23', 'rightful@example.com', PASSWORD)).statusCode).toBe(200);
    // Nor a client coming through a second proxy of the trusted range.
    expect((await signInVia('10.30.4.4', '198.51.100.24', 'rightful@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('takes the client address from the nearest untrusted hop, whatever the client adds before it', async () => {
    // The client wrote "10.20.0.2" itself; the proxy appended the address it saw.
    await signInVia(PROXY, '10.20.0.2, 198.51.100.40', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await latest('sign-in')).toMatchObject({ actorEmail: ADMIN_EMAIL, address: '198.51.100.40' });
  });

  it('records the real client address in the history', async () => {
    expect((await signInVia(PROXY, '198.51.100.31', ADMIN_EMAIL, 'Wrong-Passw0rd!')).statusCode).toBe(401);
    expect(await latest('sign-in-failed')).toMatchObject({ label: ADMIN_EMAIL, address: '198.51.100.31' });
  });

  it('limits error reports per client, not for the proxy as a whole', async () => {
    const report = (forwardedFor: string) =>
      t.call({
        method: 'POST',
        url: '/api/error-reports',
        token: null,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { details: 'TypeError', status: 500 },
      });
    for (let i = 0; i < 30; i++) expect((await report('203.0.113.77')).statusCode).toBe(201);
    expect((await report('203.0.113.77')).statusCode).toBe(429);
    expect((await report('203.0.113.78')).statusCode).toBe(201);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    await createAdmin(t.app, { email: 'direct@example.com', password: PASSWORD });
    // Each failure forges another address: all are counted for the peer itself.
    for (let attempt = 1; attempt <= 20; attempt++)
      expect(
        (await signInVia(DIRECT_PEER, `203.0.113.${100 + attempt}`, `forged${attempt}@example.com`, 'Wrong-Passw0rd!'))
          .statusCode,
      ).toBe(401);
    expect((await signInVia(DIRECT_PEER, '198.51.100.99', 'direct@example.com', PASSWORD)).statusCode).toBe(429);
    expect(await latest('sign-in-throttled')).toMatchObject({ label: 'direct@example.com', address: DIRECT_PEER });
  });
});

describe.each(DATABASES)('with TRUST_PROXY unset on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For changes nothing: the peer is the client', async () => {
    const peer = '192.0.2.60';
    const signInForging = (forwardedFor: string, login: string, password: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/token',
        token: null,
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { login, password, userType: 'admin' },
      });
    for (let attempt = 1; attempt <= 20; attempt++)
      expect(
        (await signInForging(`203.0.113.${attempt}`, `forged${attempt}@example.com`, 'Wrong-Passw0rd!')).statusCode,
      ).toBe(401);
    expect((await signInForging('198.51.100.1', ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(429);
    // Another machine is not blocked.
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/token',
      token: null,
      remoteAddress: '192.0.2.61',
      payload: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' },
    });
    expect(other.statusCode).toBe(200);
    const entries = (
      await t.call({ method: 'GET', url: '/api/activity?action=sign-in-failed&itemsPerPage=100' })
    ).json() as HistoryEntry[];
    expect(new Set(entries.map((entry) => entry.address))).toEqual(new Set([peer]));
  });
});

describe('with TRUST_PROXY a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the nearest hop tells, whatever the peer', async () => {
    const failWith = (forwardedFor: string) =>
      t.call({
        method: 'POST',
        url: '/api/auth/token',
        token: null,
        remoteAddress: '10.99.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { login: ADMIN_EMAIL, password: 'Wrong-Passw0rd!', userType: 'admin' },
      });
    expect((await failWith('203.0.113.1, 198.51.100.70')).statusCode).toBe(401);
    const [entry] = (
      await t.call({ method: 'GET', url: '/api/activity?action=sign-in-failed&itemsPerPage=1' })
    ).json() as HistoryEntry[];
    expect(entry.address).toBe('198.51.100.70');
  });
});
