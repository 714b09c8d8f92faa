import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HISTORY_PAGE_SIZE } from '../lib/history';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { onPostgres } from '../server/databaseLocks';
import { type DatabaseKind, scratchDatabase } from './databases';
import { BENCH_ADMIN_CLAIMS } from './loadData';
import { type Comparison, verdict } from './targets';

/**
 * What the change history costs and how its listings scale (docs/history.md), on new databases dropped at the end;
 * part of `npm run bench` (bench/run.ts), or alone: `npx tsx bench/history.ts` (SQLite, and PostgreSQL too with
 * DATABASE_URL=postgres://…).
 * - An update with its history entry against the same update with recording off (HISTORY_RECORDING=off), the two
 *   servers called in turn, BENCH_HISTORY_UPDATES times each (default 400).
 * - The activity feed's first page and filtered pages at 1,000 and BENCH_HISTORY_ENTRIES entries (default
 *   1,000,000), the two servers called in turn, each page FEED_CALLS times on each.
 * Calls go through Fastify's inject, one at a time, in this process: the figures are a call's own time, without the
 * network.
 */
export const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);
const UPDATES = Number(process.env.BENCH_HISTORY_UPDATES ?? 400);
const SMALL = 1000;
const FEED_CALLS = 80;
const WARM_UP_CALLS = 10;

interface Server {
  app: FastifyInstance;
  token: string;
  close(): Promise<void>;
}

/** A server on a new database: SQLite in a new folder, or a new database of the PostgreSQL server `postgresUrl`. */
async function startServer(postgresUrl: string | undefined, env: Record<string, string> = {}): Promise<Server> {
  const database = await scratchDatabase('history', postgresUrl);
  const config = loadConfig(
    { DATA_DIR: database.dataDir, SEED: 'none', JWT_SECRET: 'bench-history-secret', LOG_LEVEL: 'warn', ...env },
    { databaseUrl: database.url },
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
      await database.drop();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One call's time, and how many entries it answered (a listing). */
async function timed(
  server: Server,
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const answer = await server.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { authorization: `Bearer ${server.token}` },
  });
  const ms = performance.now() - started;
  if (answer.statusCode >= 400) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  const body = answer.json() as unknown;
  return { ms, rows: Array.isArray(body) ? body.length : 1 };
}

const tr = (text: string) => [
  { language: 'fr', value: text },
  { language: 'en', value: text },
];

/** A figure of the history bench: its Markdown row and what the target compares. */
interface Figure {
  row: string;
  comparison: Comparison;
}

/** The update of one protocol, with and without recording, the two servers called in turn. */
async function updateCost(kind: DatabaseKind, postgresUrl: string | undefined): Promise<Figure> {
  const withHistory = await startServer(postgresUrl);
  const without = await startServer(postgresUrl, { HISTORY_RECORDING: 'off' });
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
      const { ms } = await timed(server, 'PUT', `/api/protocols/${ids.get(server)}`, {
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
  return {
    row: `| ${kind} | ${on.toFixed(2)} | ${off.toFixed(2)} | ${(on / off).toFixed(2)}× |`,
    comparison: { label: kind, ratio: on / off },
  };
}

const ACTIONS = ['create', 'update', 'update', 'update', 'delete', 'move', 'relation', 'sign-in'];
/** Entries of one record, whatever the history's size: a record's filter matches as many entries at either size. */
const ENTRIES_PER_RECORD = 50;
const SECONDS_APART = 31;
const FIRST_ENTRY = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * Fills the history with `count` entries, 31 s apart from 2026-01-01, of 20 actors, 8 actions, 12 catalogues and
 * count / 50 records (each with 50 entries), in SQL; then leaves the database as a served one settles: statistics
 * gathered, PostgreSQL vacuumed (autovacuum would otherwise vacuum the million new rows during the measures, it did
 * in the first runs) and checkpointed, SQLite's write-ahead log folded into its file.
 */
async function fillHistory(app: FastifyInstance, count: number): Promise<void> {
  const db = app.db;
  const actions = sql.raw(`'{${ACTIONS.join(',')}}'`);
  const names = [...app.models.all.slice(0, 11).map((model) => model.name), 'users'];
  const catalogues = sql.raw(`'{${names.join(',')}}'`);
  const records = Math.max(1, Math.floor(count / ENTRIES_PER_RECORD));
  if (onPostgres(db)) {
    await sql`insert into history_entries (at, actor_id, actor_email, action, catalogue, record_id, label, changes)
      select to_char(timestamp '2026-01-01' + (n * interval '${sql.raw(String(SECONDS_APART))} second'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        1 + n % 20, 'admin' || (n % 20) || '@example.com', (${actions}::text[])[1 + n % 8], (${catalogues}::text[])[1 + n % 12],
        1 + n % ${records}, '"Libellé"', '[{"field":"label","language":"fr","before":"Avant","after":"Après"}]'
      from generate_series(1, ${count}) n`.execute(db);
    await sql`vacuum (analyze) history_entries`.execute(db);
    await sql`checkpoint`.execute(db);
    return;
  }
  const sqliteCatalogues = sql.raw(names.map((name, i) => `when ${i} then '${name}'`).join(' '));
  const sqliteActions = sql.raw(ACTIONS.map((action, i) => `when ${i} then '${action}'`).join(' '));
  await sql`with recursive numbers(n) as (select 1 union all select n + 1 from numbers where n < ${count})
    insert into history_entries (at, actor_id, actor_email, action, catalogue, record_id, label, changes)
    select strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (n * ${SECONDS_APART}) || ' seconds'), 1 + n % 20,
      'admin' || (n % 20) || '@example.com', case n % 8 ${sqliteActions} end, case n % 12 ${sqliteCatalogues} end,
      1 + n % ${records}, '"Libellé"', '[{"field":"label","language":"fr","before":"Avant","after":"Après"}]'
    from numbers`.execute(db);
  await sql`analyze`.execute(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db);
}

/** The ISO time `hours` away from the middle of a history of `count` entries. */
const aroundMiddle = (count: number, hours: number) =>
  new Date(FIRST_ENTRY + (count / 2) * SECONDS_APART * 1000 + hours * 3_600_000).toISOString();

/**
 * The feed's pages measured: a name, the URL asked at a history of `count` entries, and the entries it answers at
 * either size. Each is a full page (HISTORY_PAGE_SIZE) but one, and the filters match as many entries at both sizes
 * where they can: a record has 50 entries; a period is a span of the history's middle (two hours: 232 entries; six
 * hours for one actor, whose 35 entries of it fill a page). An actor, an action, a catalogue or two of them match a
 * share of the history (1/20, 1/8, 1/12, 1/24), so more entries at the larger size: an index walk stops at the page
 * whatever the matches. The one empty page, a catalogue and an action that never meet, is the worst case of a walk:
 * without an index of the pair, it reads every entry of one of them (docs/history.md, "Reading at scale").
 */
const FEED_PAGES: Array<[string, (count: number) => string, number]> = [
  ['first page', () => '/api/activity', HISTORY_PAGE_SIZE],
  ['actor', () => '/api/activity?actor=7', HISTORY_PAGE_SIZE],
  ['action', () => '/api/activity?action=delete', HISTORY_PAGE_SIZE],
  ['catalogue', () => '/api/activity?catalogue=users', HISTORY_PAGE_SIZE],
  ['record', () => '/api/activity?record=7', HISTORY_PAGE_SIZE],
  [
    'period',
    (count) => `/api/activity?from=${aroundMiddle(count, -1)}&to=${aroundMiddle(count, 1)}`,
    HISTORY_PAGE_SIZE,
  ],
  [
    'actor + period',
    (count) => `/api/activity?actor=7&from=${aroundMiddle(count, -3)}&to=${aroundMiddle(count, 3)}`,
    HISTORY_PAGE_SIZE,
  ],
  ['catalogue + action', () => '/api/activity?catalogue=users&action=sign-in', HISTORY_PAGE_SIZE],
  ['catalogue + action, never together', () => '/api/activity?catalogue=users&action=delete', 0],
];

/**
 * The feed's pages at SMALL and `large` entries, both servers up at once and called in turn (the first one in turn
 * alternating), so that a slow patch of the shared machine lands on both sizes alike: the median of FEED_CALLS
 * calls each, after WARM_UP_CALLS unmeasured.
 */
async function feedScale(kind: DatabaseKind, postgresUrl: string | undefined, large: number): Promise<Figure[]> {
  const servers: Array<[number, Server]> = [];
  try {
    for (const count of [SMALL, large]) {
      const server = await startServer(postgresUrl);
      servers.push([count, server]);
      const started = performance.now();
      await fillHistory(server.app, count);
      console.error(`${kind}: ${count} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const figures: Figure[] = [];
    for (const [name, urlAt, expected] of FEED_PAGES) {
      const times = servers.map((): number[] => []);
      for (let n = 0; n < WARM_UP_CALLS + FEED_CALLS; n++)
        for (const k of n % 2 ? [1, 0] : [0, 1]) {
          const [count, server] = servers[k];
          const { ms, rows } = await timed(server, 'GET', urlAt(count));
          if (rows !== expected)
            throw new Error(`${kind} ${name} at ${count} entries answered ${rows} entries, not ${expected}`);
          if (n >= WARM_UP_CALLS) times[k].push(ms);
        }
      const [small, big] = times.map(median);
      figures.push({
        row: `| ${kind} | ${name} | ${small.toFixed(2)} | ${big.toFixed(2)} | ${(big / small).toFixed(2)}× |`,
        comparison: { label: `${kind} ${name}`, ratio: big / small },
      });
    }
    return figures;
  } finally {
    for (const [, server] of servers) await server.close();
  }
}

/**
 * The history's figures on each database (PostgreSQL on the server `postgresUrl` names): Markdown tables, then the
 * two targets checked on them.
 */
export async function benchHistory(
  databases: DatabaseKind[],
  postgresUrl: string | undefined,
  large = HISTORY_ENTRIES,
): Promise<{ report: string; targets: string[] }> {
  const urlOf = (kind: DatabaseKind) => (kind === 'PostgreSQL' ? postgresUrl : undefined);
  const updates: Figure[] = [];
  for (const kind of databases) updates.push(await updateCost(kind, urlOf(kind)));
  const feed: Figure[] = [];
  for (const kind of databases) feed.push(...(await feedScale(kind, urlOf(kind), large)));
  const rows = (figures: Figure[]) => figures.map((figure) => figure.row).join('\n');
  const entries = (count: number) => count.toLocaleString('en');
  return {
    report: [
      `\n| database | update p50 ms, recorded | not recorded | ratio |\n|---|---|---|---|\n${rows(updates)}`,
      `\n| database | feed page | p50 ms at ${entries(SMALL)} entries | at ${entries(large)} | ratio |\n|---|---|---|---|---|\n${rows(feed)}`,
    ].join('\n'),
    targets: [
      verdict(
        'an update with its history entry within 1.3× of the same update not recorded',
        1.3,
        updates.map((figure) => figure.comparison),
      ),
      verdict(
        `the activity feed's pages at ${entries(large)} entries within 2× of ${entries(SMALL)}`,
        2,
        feed.map((figure) => figure.comparison),
      ),
    ],
  };
}

async function main(): Promise<void> {
  const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const databases: DatabaseKind[] = postgresUrl ? ['SQLite', 'PostgreSQL'] : ['SQLite'];
  const { report, targets } = await benchHistory(databases, postgresUrl);
  console.log(`${report}\n\nTargets:\n${targets.join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
