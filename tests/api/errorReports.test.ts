import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const report = {
  details: 'TypeError: cannot read properties of undefined',
  status: 500,
  timestamp: '2026-01-15T10:00:00.000Z',
  url: 'http://localhost:8080/#/scenarios',
  companyId: 12,
  employeeId: null,
  endpoint: '/api/scenarios',
  protocol: 'http:',
};

describe.each(DATABASES)('error reports on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const send = (payload: unknown, options: { token?: string | null; remoteAddress?: string } = {}) =>
    t.call({
      method: 'POST',
      url: '/api/error-reports',
      payload: payload as object,
      token: options.token ?? null,
      remoteAddress: options.remoteAddress,
    });

  it('accepts a report without a token and keeps it for review', async () => {
    const sent = await send(report);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number) });
    const listed = await t.call({ method: 'GET', url: '/api/error-reports' });
    const { employeeId: _none, ...kept } = report;
    expect(listed.json()).toEqual([
      { ...kept, id: sent.json().id, userId: null, createdAt: expect.any(String), userAgent: expect.any(String) },
    ]);
  });

  it('records who sent it when a valid token comes with it, and ignores a forged one', async () => {
    const signed = await send({ ...report, status: 404 }, { token: t.adminToken });
    expect(signed.statusCode).toBe(201);
    const forged = await send({ ...report, status: 418 }, { token: 'not.a.token' });
    expect(forged.statusCode).toBe(201);
    const [latest, previous] = (await t.call({ method: 'GET', url: '/api/error-reports?itemsPerPage=2' })).json();
    expect(latest).toMatchObject({ status: 418, userId: null });
    expect(previous).toMatchObject({ status: 404, userId: 1 });
    expect((await t.call({ method: 'GET', url: '/api/error-reports?itemsPerPage=2&page=2' })).json()).toHaveLength(1);
  });

  it('keeps the list for administrators', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/error-reports', token: null }), 401, 1100);
    expectError(await t.call({ method: 'GET', url: '/api/error-reports?page=0' }), 400, 1203, 'page');
  });

  it('refuses malformed and empty reports', async () => {
    expectError(await send({ ...report, status: 'x'.repeat(100) }), 400, 1203, 'status');
    expectError(await send({ ...report, url: 42 }), 400, 1203, 'url');
    expectError(await send([report]), 400, 1203);
    expectError(await send({}), 400, 1202, 'details');
    expectError(await send({ unrelated: true }), 400, 1202, 'details');
  });

  it('caps the size of a report (16 KB)', async () => {
    expectError(await send({ ...report, details: 'x'.repeat(20 * 1024) }, { remoteAddress: '10.0.0.9' }), 413, 1203);
  });

  it('limits each client address to 30 reports a minute (429 / 1105 with Retry-After)', async () => {
    for (let i = 0; i < 30; i++) expect((await send(report, { remoteAddress: '10.0.0.1' })).statusCode).toBe(201);
    const limited = await send(report, { remoteAddress: '10.0.0.1' });
    expectError(limited, 429, 1105);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(report, { remoteAddress: '10.0.0.2' })).statusCode).toBe(201);
  });
});
