import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

/** Liveness and readiness (docs/operations.md, "Health"). */
describe.each(DATABASES)('health answers on %s', (database) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const get = (app: TestApp, url: string) => app.call({ method: 'GET', url, token: null });

  it('answers liveness and readiness while the database answers', async () => {
    t = await createTestApp(database);
    const live = await get(t, '/api/health');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await get(t, '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness 503 with the error body once the database is gone; liveness still 200', async () => {
    t = await createTestApp(database);
    if (database === 'postgres') {
      // The database disappears under the server (its connections are ended): as when PostgreSQL is down.
      const url = new URL(t.app.config.databaseUrl as string);
      const name = url.pathname.slice(1);
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    } else {
      // The SQLite file is closed under the server.
      await t.app.db.destroy();
    }
    const ready = await get(t, '/api/health/ready');
    expectError(ready, 503, 1000);
    expect(ready.json().message).toBe('database unavailable');
    expect((await get(t, '/api/health')).statusCode).toBe(200);
  });

  it('answers 503 with the error body, closing the connection, to a call arriving while the server stops', async () => {
    t = await createTestApp(database);
    const stopped = t.app.stopGracefully(60_000);
    const late = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expectError(late, 503, 1000);
    expect(late.json().message).toBe('server stopping');
    expect(late.headers.connection).toBe('close');
    expect(await stopped).toBe('finished');
  });
});
