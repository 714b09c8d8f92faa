import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { onPostgres } from '../server/databaseLocks';
import { BENCH_ADMIN_CLAIMS } from './loadData';

/**
 * `npx tsx bench/history.ts`: what the change history costs and how its listings scale (docs/history.md), on SQLite
 * and, with DATABASE_URL=postgres://…, PostgreSQL, each on new databases dropped at the end.
 * - An update with its history entry against the same update with recording off (HISTORY_RECORDING=off), the two
 *   servers called in turn, HISTORY_UPDATES times each (default 400).
 * - The activity feed's first page and filtered pages at 1,000 and HISTORY_ENTRIES entries (default 1,000,000).
 * Calls go through Fastify's inject, one at a time, in this process: the figures are a call's own time, without the
 * network. Prints Markdown tables.
 */
const UPDATES = Number(process.env.HISTORY_UPDATES ?? 400);
const LARGE = Number(process.env.HISTORY_ENTRIES ?? 1_000_000);
const SMALL = 1000;
const FEED_CALLS = 60;
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

interface Server {
  app: FastifyInstance;
  token: string;
  close(): Promise<void>;
}

async function newPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_history_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function startServer(postgres: boolean, env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-history-'));
  const database = postgres ? await newPostgres() : undefined;
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED: 'none', JWT_SECRET: 'bench-history-secret', LOG_LEVEL: 'warn', ...env },
    { databaseUrl: database?.url },
  );
  const app = await buildApp({ config });
  await app.ready();
  await createAdmin(app, { email: BENCH_ADMIN_CLAIMS.username, password: 'Bench-Passw0rd!' });
  const token = await app.tokens.sign(BENCH_ADMIN_CLAIMS);
  return {
    app,
    token,
    close: async () => {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timed(server: Server, method: 'GET' | 'PUT', url: string, payload?: unknown): Promise<number> {
  const started = performance.now();
  const answer = await server.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${server.token}` },
  });
  const ms = performance.now() - started;
  if (answer.statusCode >= 400) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return ms;
}

const tr = (text: string) => [
  { language: 'fr', value: text },
  { language: 'en', value: text },
];

/** The update of one protocol, with and without recording, the two servers called in turn. */
async function updateCost(postgres: boolean): Promise<string> {
  const withHistory = await startServer(postgres);
  const without = await startServer(postgres, { HISTORY_RECORDING: 'off' });
  const times = new Map<Server, number[]>([
    [withHistory, []],
    [without, []],
  ]);
  const ids = new Map<Server, number>();
  for (const server of [withHistory, without]) {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/protocols',
      payload: { label: tr('Protocole'), description: tr('Description') },
      headers: { authorization: `Bearer ${server.token}` },
    });
    ids.set(server, created.json().id);
  }
  for (let n = 0; n < UPDATES + 20; n++)
    for (const server of n % 2 ? [without, withHistory] : [withHistory, without]) {
      const ms = await timed(server, 'PUT', `/api/protocols/${ids.get(server)}`, {
        label: tr(`Protocole ${n}`),
        description: tr(`Description ${n}`),
      });
      // The first 20 warm up the code and caches.
      if (n >= 20) times.get(server)?.push(ms);
    }
  const on = median(times.get(withHistory) ?? []);
  const off = median(times.get(without) ?? []);
  await withHistory.close();
  await without.close();
  return `| ${postgres ? 'PostgreSQL' : 'SQLite'} | ${on.toFixed(2)} | ${off.toFixed(2)} | ${(on / off).toFixed(2)}× |`;
}

const ACTIONS = ['create', 'update', 'update', 'update', 'delete', 'move', 'relation', 'sign-in'];

/** Fills the history with `count` entries, 31 s apart, of 20 actors, 8 actions, 12 catalogues, 50,000 records, in SQL. */
async function fillHistory(app: FastifyInstance, count: number): Promise<void> {
  const db = app.db;
  const actions = sql.raw(`'{${ACTIONS.join(',')}}'`);
  const names = [...app.models.all.slice(0, 11).map((model) => model.name), 'users'];
  const catalogues = sql.raw(`'{${names.join(',')}}'`);
  if (onPostgres(db)) {
    await sql`insert into history_entries (at, actor_id, actor_email, action, catalogue, record_id, label, changes)
      select to_char(timestamp '2026-01-01' + (n * interval '31 second'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        1 + n % 20, 'admin' || (n % 20) || '@example.com', (${actions}::text[])[1 + n % 8], (${catalogues}::text[])[1 + n % 12],
        n % 50000, '"Libellé"', '[{"field":"label","language":"fr","before":"Avant","after":"Après"}]'
      from generate_series(1, ${count}) n`.execute(db);
    await sql`analyze history_entries`.execute(db);
    return;
  }
  const sqliteCatalogues = sql.raw(names.map((name, i) => `when ${i} then '${name}'`).join(' '));
  const sqliteActions = sql.raw(ACTIONS.map((action, i) => `when ${i} then '${action}'`).join(' '));
  await sql`with recursive numbers(n) as (select 1 union all select n + 1 from numbers where n < ${count})
    insert into history_entries (at, actor_id, actor_email, action, catalogue, record_id, label, changes)
    select strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (n * 31) || ' seconds'), 1 + n % 20,
      'admin' || (n % 20) || '@example.com', case n % 8 ${sqliteActions} end, case n % 12 ${sqliteCatalogues} end, n % 50000,
      '"Libellé"', '[{"field":"label","language":"fr","before":"Avant","after":"Après"}]'
    from numbers`.execute(db);
  await sql`analyze`.execute(db);
}

const FEED_PAGES: Array<[string, string]> = [
  ['first page', '/api/activity'],
  ['actor', '/api/activity?actor=7'],
  ['action', '/api/activity?action=delete'],
  ['catalogue', '/api/activity?catalogue=users'],
  ['record', '/api/activity?record=4242'],
  ['period', '/api/activity?from=2026-03-01&to=2026-03-02'],
  ['actor + period', '/api/activity?actor=7&from=2026-03-01&to=2026-03-31'],
];

/** The feed's pages at SMALL and LARGE entries: the median of FEED_CALLS calls each. */
async function feedScale(postgres: boolean): Promise<string[]> {
  const figures = new Map<number, number[]>();
  for (const count of [SMALL, LARGE]) {
    const server = await startServer(postgres);
    const started = performance.now();
    await fillHistory(server.app, count);
    console.error(
      `${postgres ? 'PostgreSQL' : 'SQLite'}: ${count} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const medians: number[] = [];
    for (const [, url] of FEED_PAGES) {
      for (let n = 0; n < 10; n++) await timed(server, 'GET', url);
      const times: number[] = [];
      for (let n = 0; n < FEED_CALLS; n++) times.push(await timed(server, 'GET', url));
      medians.push(median(times));
    }
    figures.set(count, medians);
    await server.close();
  }
  return FEED_PAGES.map(([name], i) => {
    const small = figures.get(SMALL)?.[i] ?? Number.NaN;
    const large = figures.get(LARGE)?.[i] ?? Number.NaN;
    return `| ${postgres ? 'PostgreSQL' : 'SQLite'} | ${name} | ${small.toFixed(2)} | ${large.toFixed(2)} | ${(large / small).toFixed(2)}× |`;
  });
}

async function main(): Promise<void> {
  const databases = postgresUrl ? [false, true] : [false];
  const updates: string[] = [];
  for (const postgres of databases) updates.push(await updateCost(postgres));
  console.log(
    `\n| database | update p50 ms, recorded | not recorded | ratio |\n|---|---|---|---|\n${updates.join('\n')}`,
  );
  const feed: string[] = [];
  for (const postgres of databases) feed.push(...(await feedScale(postgres)));
  console.log(
    `\n| database | feed page | p50 ms at ${SMALL.toLocaleString('en')} | at ${LARGE.toLocaleString('en')} | ratio |\n|---|---|---|---|---|\n${feed.join('\n')}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
