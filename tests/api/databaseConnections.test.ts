import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, ids } from './fixtures';
import { createTestApp, type TestApp } from './testApp';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('PostgreSQL connections closed by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('keeps answering after PostgreSQL terminates the idle pooled connections', async () => {
    const before = await category(t, 'before-restart');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.app.db);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const terminated = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [rows[0].name],
    );
    await admin.end();
    expect(terminated.rowCount).toBeGreaterThan(0);
    // Let the idle connections hear of their end before the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await category(t, 'after-restart');
    expect(ids(await t.call({ method: 'GET', url: '/api/document-categories' }))).toEqual(
      expect.arrayContaining([before.id, after.id]),
    );
  });
});
