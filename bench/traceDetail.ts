import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { load } from './client';
import { BENCH_JWT_SECRET, benchAdminToken, databaseOf, keptDatabase, keptDataDir, otherDatabase } from './kept';
import { keptCalls } from './keptCalls';
import type { Loaded } from './loadData';
import { startNode } from './processes';

/**
 * Where a read call's time goes (details unless TRACE_CALLS=regex names others, e.g. `practices page 50|q=`), on a kept bench database (BENCH_KEEP): the server under 8 clients, with the CPU
 * each request costs the server's Node process, PostgreSQL's backends serving it, and the load client, then one
 * client alone (the latency without queueing). TRACE_CLIENTS=8,1 (default) the clients of each measure;
 * TRACE_PROFILE=folder also writes the server's CPU profile there; TRACE_IMPORT=module preloads a module in the
 * server (after tsx), e.g. one that times its statements.
 * Usage: BENCH_KEEP=folder tsx bench/traceDetail.ts (SQLite) or BENCH_KEEP=folder DATABASE_URL=postgres://…/db tsx
 * bench/traceDetail.ts, on the databases `npm run bench` kept there.
 */
if (!process.env.BENCH_KEEP) throw new Error('BENCH_KEEP names the folder a bench run kept its databases in');
const KEEP = path.resolve(process.env.BENCH_KEEP);
const SIZE = Number(process.env.BENCH_SIZES ?? 100000);
const PORT = Number(process.env.BENCH_PORT ?? 8190) + 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const database = postgresUrl ? (databaseOf(postgresUrl) ?? 'bench') : undefined;
const keptDb = database ? keptDatabase(database, SIZE) : undefined;
const dataDir = keptDataDir(KEEP, SIZE, database);
const ticks = 100;
const CLIENTS = (process.env.TRACE_CLIENTS ?? '8,1').split(',').map(Number);
const CALLS = new RegExp(process.env.TRACE_CALLS ?? 'detail', 'i');

/** utime + stime of a process, in ms. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time, in ms (every process: others' load shows here). */
function machineBusy(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  return ((n[0] + n[1] + n[2] + n[5] + n[6] + n[7]) * 1000) / ticks;
}

async function backends(admin: pg.Client): Promise<number[]> {
  if (!keptDb) return [];
  const rows = await admin.query('select pid from pg_stat_activity where datname = $1', [keptDb]);
  return rows.rows.map((r) => r.pid as number);
}

function startServer(): Promise<ChildProcess> {
  const profile = process.env.TRACE_PROFILE;
  const preload = process.env.TRACE_IMPORT ? ['--import', process.env.TRACE_IMPORT] : [];
  const args = [
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
    '--import',
    'tsx',
    ...preload,
    'server/main.ts',
  ];
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    PORT: String(PORT),
    SKIP_CONSOLE_BUILD: '1',
    LOG_LEVEL: 'warn',
    SEED: 'none',
    ...(keptDb ? { DATABASE_URL: otherDatabase(postgresUrl!, keptDb) } : {}),
  };
  return startNode(args, env, 'Back-office ready');
}

async function main(): Promise<void> {
  const loaded = JSON.parse(readFileSync(path.join(dataDir, 'loaded.json'), 'utf8')) as Loaded;
  const token = await benchAdminToken();
  const server = await startServer();
  const admin = new pg.Client({ connectionString: postgresUrl ?? '' });
  if (postgresUrl) await admin.connect();
  const base = `http://127.0.0.1:${PORT}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };
  const targets = keptCalls(loaded, SIZE, CALLS);
  console.log(`# ${postgresUrl ? 'PostgreSQL' : 'SQLite'} · ${SIZE} rows · ${SECONDS} s per measure`);
  console.log(
    '| call | clients | p50 ms | p95 ms | req/s | server CPU ms/req | PG CPU ms/req | client CPU ms/req | machine busy ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, next] of Object.entries(targets)) {
    await load(base, headers, next, { connections: CLIENTS[0], seconds: 1 });
    for (const connections of CLIENTS) {
      const pids = await backends(admin);
      const before = {
        server: cpuOf(server.pid!),
        pg: pids.reduce((s, p) => s + cpuOf(p), 0),
        client: process.cpuUsage(),
        machine: machineBusy(),
      };
      const m = await load(base, headers, next, { connections, seconds: SECONDS });
      const client = process.cpuUsage(before.client);
      const per = (ms: number) => (ms / m.requests).toFixed(3);
      const pgAfter = (await backends(admin)).reduce((s, p) => s + cpuOf(p), 0);
      console.log(
        `| ${name} | ${connections} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} | ${Math.round(m.rps)} | ${per(cpuOf(server.pid!) - before.server)} | ${per(pgAfter - before.pg)} | ${per((client.user + client.system) / 1000)} | ${per(machineBusy() - before.machine)} |`,
      );
    }
  }
  if (postgresUrl) await admin.end();
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
