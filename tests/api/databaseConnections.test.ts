import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPoolSize, loadConfig, poolSize } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { PLANNED_PER_CALL, preparingPool } from '../../server/db/preparedStatements';
import { category, ids } from './fixtures';
import { createTestApp, freshPostgres, TEST_POSTGRES_URL, type TestApp, tr } from './testApp';

const postgresUrl = TEST_POSTGRES_URL;

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

describe.skipIf(!postgresUrl)('PostgreSQL pages of small catalogues', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A pool of 2, so one connection of the one-plan pool reads every small catalogue's page.
    t = await createTestApp('postgres', { env: { DATABASE_POOL_SIZE: '2' } });
  });
  afterAll(() => t.close());

  it("plans a small catalogue's searched pages once, on connections keeping one plan, and no other statement so", async () => {
    const words = ['alpaga', 'bison', 'caribou', 'dromadaire', 'élan', 'fennec', 'gazelle'];
    for (const [i, word] of words.entries()) await category(t, `animal-${i}`, word, word);
    for (const word of words) {
      const found = await t.call({ method: 'GET', url: `/api/document-categories?q=${word}` });
      expect(found.statusCode).toBe(200);
      expect(ids(found), word).toHaveLength(1);
    }
    const onePlan = t.app.store.onePlan!;
    const mode = async (db: typeof onePlan) =>
      (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0].plan_cache_mode;
    expect(await mode(onePlan)).toBe('force_generic_plan');
    expect((await sql<{ jit: string }>`show jit`.execute(onePlan)).rows[0].jit).toBe('off');
    expect(await mode(t.app.db)).toBe('auto');
    const { rows } = await sql<{ generic_plans: number; custom_plans: number }>`select generic_plans, custom_plans
      from pg_prepared_statements where statement like '%entity_search%' and statement not like '%pg_prepared%'`.execute(
      onePlan,
    );
    expect(rows).toEqual([{ generic_plans: words.length, custom_plans: 0 }]);
  });
});

describe('SQLite durability', () => {
  it('flushes every commit (synchronous = FULL) on a new database file and on one reopened in WAL mode', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'));
    try {
      for (const opening of ['new', 'reopened']) {
        const db = openDatabase({ dataDir });
        await sql`create table if not exists notes (id integer primary key)`.execute(db);
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
        expect([mode.rows[0].journal_mode, sync.rows[0].synchronous], opening).toEqual(['wal', 2]);
        await db.destroy();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to two connections per CPU, from 2 to 10', () => {
    expect([1, 2, 3, 8].map((cpus) => poolSize(undefined, cpus))).toEqual([2, 4, 6, 10]);
    expect(poolSize('', 2)).toBe(defaultPoolSize(2));
  });

  it('takes a whole number of connections from 1 to 100', () => {
    expect(poolSize('1')).toBe(1);
    expect(poolSize(' 6 ')).toBe(6);
    expect(poolSize('100')).toBe(100);
  });

  it('refuses anything else at start, naming the variable and what it takes', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-pool-'));
    try {
      for (const bad of ['0', '-2', '4.5', 'ten', '101', '1e2'])
        expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: bad })).toThrow(
          `Invalid DATABASE_POOL_SIZE: ${bad} (a whole number of connections from 1 to 100)`,
        );
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!postgresUrl)('PostgreSQL prepared statements', () => {
  let database: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await freshPostgres();
    pool = preparingPool(new pg.Pool({ connectionString: database.url, max: 1 }));
    await pool.query('create table shapes (id integer primary key, name text)');
    await pool.query("insert into shapes values (1, 'one'), (2, 'two')");
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** Changes a table from another connection. */
  const reshape = async (statement: string) => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query(statement);
    await other.end();
  };

  const prepared = async (client: pg.PoolClient) =>
    (await client.query('select statement from pg_prepared_statements order by statement')).rows.map(
      (row) => row.statement,
    );

  it('prepares each statement once per connection and answers as unprepared', async () => {
    const client = await pool.connect();
    try {
      for (const id of [1, 2, 1]) {
        const { rows } = await client.query('select name from shapes where id = $1', [id]);
        expect(rows).toEqual([{ name: id === 1 ? 'one' : 'two' }]);
      }
      expect(await prepared(client)).toEqual(['select name from shapes where id = $1']);
    } finally {
      client.release();
    }
  });

  it('plans a statement marked as planned per call at each call, and transaction control, unprepared', async () => {
    const capped = preparingPool(new pg.Pool({ connectionString: database.url, max: 1 }));
    const client = await capped.connect();
    try {
      await client.query('begin', []);
      const { rows } = await client.query(`${PLANNED_PER_CALL} select name from shapes where id = $1`, [2]);
      await client.query('commit', []);
      expect(rows).toEqual([{ name: 'two' }]);
      expect(await prepared(client)).toEqual([]);
    } finally {
      client.release();
      await capped.end();
    }
  });

  it('prepares a bounded number of texts and sends the others unprepared', async () => {
    const capped = preparingPool(new pg.Pool({ connectionString: database.url, max: 1 }), 2);
    const client = await capped.connect();
    try {
      for (const n of [1, 2, 3, 4]) {
        const list = Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
        const values = Array.from({ length: n }, (_, i) => i + 1);
        const { rows } = await client.query(`select count(*)::int as n from shapes where id in (${list})`, values);
        expect(rows[0].n).toBe(Math.min(n, 2));
      }
      expect(await prepared(client)).toEqual([
        'select count(*)::int as n from shapes where id in ($1)',
        'select count(*)::int as n from shapes where id in ($1, $2)',
      ]);
    } finally {
      client.release();
      await capped.end();
    }
  });

  it('keeps answering after a table changes shape under a prepared statement', async () => {
    const client = await pool.connect();
    try {
      await client.query('select * from shapes where id = $1', [1]);
      await reshape('alter table shapes add column colour text');
      // PostgreSQL refuses the prepared statement (its result changed shape): it is prepared anew at once.
      const { rows } = await client.query('select * from shapes where id = $1', [1]);
      expect(rows).toEqual([{ id: 1, name: 'one', colour: null }]);
      // Within a transaction, the error aborts it: the statement works again after its rollback.
      await client.query('begin', []);
      await client.query('select * from shapes where id = $1', [2]);
      await client.query('commit', []);
      await reshape('alter table shapes add column size integer');
      await client.query('begin', []);
      await expect(client.query('select * from shapes where id = $1', [2])).rejects.toThrow(/cached plan/);
      await client.query('rollback', []);
      const again = await client.query('select * from shapes where id = $1', [2]);
      expect(again.rows).toEqual([{ id: 2, name: 'two', colour: null, size: null }]);
    } finally {
      client.release();
    }
  });
});

describe('SQLite search index after bulk writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  const segments = async () =>
    Number(
      (await sql<{ n: number }>`select count(distinct segid) as n from entity_search_idx`.execute(t.app.db)).rows[0].n,
    );

  it('merges its segments into one in the background, and still finds every record', async () => {
    for (const batch of [0, 1, 2]) {
      const items = Array.from({ length: 1000 }, (_, i) => ({
        keyName: `bulk-${batch}-${i}`,
        label: tr(`Classeur ${batch}x${i} rangé`, `Binder ${batch}x${i} filed`),
      }));
      expect((await t.call({ method: 'POST', url: '/api/document-categories/batch', payload: items })).statusCode).toBe(
        201,
      );
    }
    await t.app.store.tidied();
    expect(await segments()).toBe(1);
    const found = async (q: string, page = 1) =>
      ids(await t.call({ method: 'GET', url: `/api/document-categories?q=${q}&itemsPerPage=1000&page=${page}` }));
    expect(await found('2x999')).toHaveLength(1);
    expect(await found('1X5')).toHaveLength(111);
    expect(await Promise.all([1, 2, 3, 4].map((page) => found('RANGE', page).then((page) => page.length)))).toEqual([
      1000, 1000, 1000, 0,
    ]);
  });
});
