import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Call, load, type Measure } from './client';
import { attribute, COMMON_ATTRIBUTE_WORD, COMMON_PRACTICE_WORD, codeOf } from './data';
import { loadData } from './loadData';
import { benchSvg } from './svg';

/**
 * `npm run bench`: list, detail and write timings at 1,000 / 10,000 / 100,000 attributes and practices,
 * against the real server in its own process on loopback (SQLite, or PostgreSQL with DATABASE_URL),
 * beside the raw-SQL floor and json-server 0.17 on the same records. Prints a Markdown report.
 * BENCH_SIZES=1000,10000 and BENCH_SECONDS=3 (per call) narrow a run; BENCH_SIZES=0 times only the hostile SVGs;
 * BENCH_JSON_SERVER_ONLY=100000 measures json-server alone at that size; BENCH_PORT (default 8190) moves the
 * three servers' ports (BENCH_PORT to BENCH_PORT + 2) when several runs share the machine.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 8;
/** The server's port; the raw-SQL floor and json-server listen on the next two. */
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;

async function freshPostgres(size: number): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${size}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function start(command: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command.join(' ')} exited (${code}): ${output.slice(-2000)}`)));
  });
}

/** Resident memory of a process, sampled until stopped; answers the peak in MB. */
function sampleMemory(pid: number): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // the process ended
    }
  }, 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

const rows: string[] = [];
const row = (size: number, target: string, call: string, m: Measure) => {
  const line = `| ${size.toLocaleString('en')} | ${target} | ${call} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${Math.round(m.rps)} |${m.errors ? ` ${m.errors} errors` : ''}`;
  rows.push(line);
  console.log(line);
};

/** The code the "q= a few rows" call searches for, the same for our server and json-server. */
const fewOf = (size: number) => (i: number) => codeOf((i * 31) % size);

/** Polls until something answers HTTP on the port (json-server prints its banner before it listens). */
async function answering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

/** json-server 0.17 (express + lowdb over one JSON file) on the same attributes, with the same client. */
async function benchJsonServer(size: number, categoryIds: number[], dataDir: string): Promise<void> {
  const dbFile = path.join(dataDir, 'json-server.json');
  writeFileSync(
    dbFile,
    JSON.stringify({
      attributes: Array.from({ length: size }, (_, i) => ({ id: i + 1, ...attribute(i, categoryIds) })),
    }),
  );
  const jsonServer = await start(
    ['node_modules/json-server/lib/cli/bin.js', '--port', String(PORT + 2), dbFile],
    {},
    'Home',
  );
  const url = `http://127.0.0.1:${PORT + 2}`;
  await answering(`${url}/attributes?_limit=1`);
  const measure = async (name: string, next: (i: number) => Call) =>
    row(size, 'json-server 0.17', name, await load(url, {}, next, { connections: CONNECTIONS, seconds: SECONDS }));
  await measure('first page', () => ({ path: '/attributes?_page=1&_limit=100' }));
  await measure('q= a few rows', (i) => ({ path: `/attributes?q=${fewOf(size)(i)}&_page=1&_limit=100` }));
  await measure('q= many rows', () => ({ path: `/attributes?q=${COMMON_ATTRIBUTE_WORD}&_page=1&_limit=100` }));
  jsonServer.kill();
}

async function benchSize(size: number, compareJsonServer: boolean): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
  const database = postgresUrl ? await freshPostgres(size) : undefined;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-not-for-production',
    ACCESS_TOKEN_TTL: '2h',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const loaded = await loadData(env, size);
  const perSecond = (seconds: number) => Math.round(size / seconds).toLocaleString('en');
  console.log(
    `${size} rows loaded through the bulk path: attributes ${perSecond(loaded.seconds.attributes)}/s, practices ${perSecond(loaded.seconds.practices)}/s`,
  );
  const server = await start(
    ['--import', 'tsx', 'server/main.ts'],
    { ...env, PORT: String(PORT), SKIP_CONSOLE_BUILD: '1', LOG_LEVEL: 'warn', SEED: 'none' },
    'Back-office ready',
  );
  const peak = sampleMemory(server.pid!);
  const base = `http://127.0.0.1:${PORT}`;
  const headers: Record<string, string> = { authorization: `Bearer ${loaded.token}`, 'accept-language': 'fr' };
  const measure = async (target: string, name: string, next: (i: number) => Call, url = base, h = headers) =>
    row(size, target, name, await load(url, h, next, { connections: CONNECTIONS, seconds: SECONDS }));
  const pick = (ids: number[], i: number) => ids[(i * 7919) % ids.length];

  await measure('attributes', 'first page', () => ({ path: '/api/attributes' }));
  await measure('attributes', 'page 50', () => ({ path: '/api/attributes?page=50' }));
  await measure('attributes', 'q= a few rows', (i) => ({ path: `/api/attributes?q=${fewOf(size)(i)}` }));
  await measure('attributes', 'q= many rows', () => ({ path: `/api/attributes?q=${COMMON_ATTRIBUTE_WORD}` }));
  await measure('attributes', 'sort by label (fr)', () => ({ path: '/api/attributes?order[label]=asc' }));
  await measure('attributes', 'filter on a reference', (i) => ({
    path: `/api/attributes?categoryId=${loaded.categoryIds[i % loaded.categoryIds.length]}`,
  }));
  await measure('attributes', 'detail', (i) => ({ path: `/api/attributes/${pick(loaded.attributeIds, i)}` }));
  let created = size;
  await measure('attributes', 'create', () => ({
    method: 'POST',
    path: '/api/attributes',
    body: attribute(created++, loaded.categoryIds),
  }));
  await measure('attributes', 'update', (i) => {
    const n = (i * 7919) % size;
    return {
      method: 'PUT',
      path: `/api/attributes/${loaded.attributeIds[n]}`,
      body: { ...attribute(n, loaded.categoryIds), keyName: `attr-${n}` },
    };
  });
  await measure('practices', 'first page', () => ({ path: '/api/companies' }));
  await measure('practices', 'page 50', () => ({ path: '/api/companies?page=50' }));
  await measure('practices', 'q= a few rows', (i) => ({ path: `/api/companies?q=${fewOf(size)(i)}` }));
  await measure('practices', 'q= many rows', () => ({ path: `/api/companies?q=${COMMON_PRACTICE_WORD}` }));
  await measure('practices', 'sort by e-mail', () => ({ path: '/api/companies?order[mainUserEmail]=asc' }));
  await measure('practices', 'filter activated', () => ({ path: '/api/companies?mainUserIsActive=1' }));
  await measure('practices', 'detail', (i) => ({ path: `/api/companies/${pick(loaded.practiceIds, i)}` }));
  const serverPeak = peak();
  server.kill();
  rows.push(`| ${size.toLocaleString('en')} | server | peak resident memory | ${Math.round(serverPeak)} MB | | |`);
  console.log(`server peak memory ${Math.round(serverPeak)} MB`);

  const file = path.join(dataDir, 'backoffice.sqlite');
  const floor = await start(
    ['--import', 'tsx', 'bench/floorServer.ts', database?.url ?? 'sqlite', file, String(PORT + 1)],
    {},
    'floor ready',
  );
  const floorUrl = `http://127.0.0.1:${PORT + 1}`;
  await measure('raw-SQL floor', 'first page', () => ({ path: '/?resource=attributes&offset=0' }), floorUrl, {});
  await measure('raw-SQL floor', 'page 50', () => ({ path: '/?resource=attributes&offset=4900' }), floorUrl, {});
  floor.kill();

  if (compareJsonServer) await benchJsonServer(size, loaded.categoryIds, dataDir);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  console.log(
    `# ${new Date().toISOString().slice(0, 10)} · ${postgresUrl ? 'PostgreSQL' : 'SQLite'} · ${cpus().length} × ${cpus()[0]?.model} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${CONNECTIONS} clients × ${SECONDS} s per call\n`,
  );
  console.log('| rows | target | call | p50 ms | p95 ms | req/s |\n|---|---|---|---|---|---|');
  const jsonServerOnly = Number(process.env.BENCH_JSON_SERVER_ONLY ?? 0);
  if (jsonServerOnly) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
    await benchJsonServer(
      jsonServerOnly,
      Array.from({ length: 50 }, (_, i) => i + 1),
      dataDir,
    );
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const largest = Math.max(...SIZES);
  for (const size of SIZES) await benchSize(size, size === largest);
  console.log('\n| hostile SVG | size | sanitised in | answer |\n|---|---|---|---|');
  for (const line of await benchSvg()) console.log(line);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
