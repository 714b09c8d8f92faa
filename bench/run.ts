import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { type Call, load, type Measure, medianOfRounds } from './client';
import { attribute, attributeEdit, COMMON_ATTRIBUTE_WORD, COMMON_PRACTICE_WORD, codeOf } from './data';
import {
  BENCH_JWT_SECRET,
  benchAdminToken,
  databaseOf,
  keptDatabase,
  keptDataDir,
  LOADED_SQLITE,
  loadedDatabase,
  otherDatabase,
} from './kept';
import { type Loaded, loadData } from './loadData';
import { startNode } from './processes';
import { benchSvg } from './svg';

/**
 * `npm run bench`: list, detail and write timings at 1,000 / 10,000 / 100,000 attributes and practices,
 * against the real server in its own process on loopback (SQLite, or PostgreSQL with DATABASE_URL),
 * beside the raw-SQL floor and json-server 0.17 on the same records. Prints a Markdown report.
 * BENCH_SIZES=1000,10000 narrows a run; BENCH_SIZES=0 times only the hostile SVGs;
 * BENCH_JSON_SERVER_ONLY=100000 measures json-server alone at that size; BENCH_PORT (default 8190) moves the
 * three servers' ports (BENCH_PORT to BENCH_PORT + 2) when several runs share the machine.
 * Each call is measured in BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 1.5), the rounds
 * interleaved with the other calls', after BENCH_WARM_UP seconds (default: one round, BENCH_SECONDS) of each call
 * unmeasured; a call's p50 and p95 are the medians of its rounds'.
 * BENCH_CALLS=regex measures only the calls whose "target call" matches (e.g. `detail|practices`);
 * BENCH_KEEP=folder keeps the loaded databases there and reuses them on the next run instead of loading again (each run
 * starting from a copy as loaded).
 * BENCH_CLIENTS (default 8) sets how many clients send each call at once.
 */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 3)));
/**
 * Seconds each call is sent before its rounds, unmeasured: caches and the server's code warm up first. As long as a
 * round, so the warm-up asks for the records a round asks for (each round sends the same sequence): with half a second,
 * a server's first call measured its first round 2–4 times slower than the next two (detail at 100,000 rows).
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? SECONDS);
const CALLS = process.env.BENCH_CALLS ? new RegExp(process.env.BENCH_CALLS, 'i') : undefined;
const KEEP = process.env.BENCH_KEEP ? path.resolve(process.env.BENCH_KEEP) : undefined;
/** Clients sending each call at once (BENCH_CLIENTS, default 8); 1 shows a call's own latency, round trips included. */
const CONNECTIONS = Math.max(1, Math.round(Number(process.env.BENCH_CLIENTS ?? 8)));
/** The server's port; the raw-SQL floor and json-server listen on the next two. */
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
/** DATABASE_URL's own database: the kept databases and folders are named after it. */
const ownDatabase = postgresUrl ? (databaseOf(postgresUrl) ?? 'bench') : undefined;

/** The host and port a PostgreSQL URL names, as the driver reads it. */
const parseConnection = (url: string) => {
  const { host, port } = new pg.Client({ connectionString: url });
  return { host, port };
};

/** How the bench reaches PostgreSQL, said in its report: TCP or the Unix socket. */
function connectionOf(url: string): string {
  const { host, port } = parseConnection(url);
  return host?.startsWith('/') ? `Unix socket ${host} (port ${port ?? 5432})` : `TCP ${host}:${port ?? 5432}`;
}

async function adminQuery(text: string, url = postgresUrl): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return (await admin.query(text)).rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * The database a size is measured on: a new one (dropped at the end), or with BENCH_KEEP a copy of the one kept
 * from an earlier run as it was loaded (`restore`), named after DATABASE_URL's own database.
 */
async function benchPostgres(size: number, kept: boolean): Promise<BenchDatabase> {
  const name = KEEP ? keptDatabase(ownDatabase!, size) : `bench_${size}_${process.pid}`;
  if (!kept) {
    await adminQuery(`DROP DATABASE IF EXISTS ${loadedDatabase(name)} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${name}`);
  }
  return {
    url: otherDatabase(postgresUrl!, name),
    async settle() {
      await adminQuery('VACUUM (ANALYZE)', otherDatabase(postgresUrl!, name));
    },
    async keepLoaded() {
      await adminQuery(`CREATE DATABASE ${loadedDatabase(name)} TEMPLATE ${name}`);
    },
    async restore() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      // A copy of the files (PostgreSQL 15's default copies them through the write-ahead log, a gigabyte at 100,000 rows).
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${loadedDatabase(name)} STRATEGY FILE_COPY`);
    },
    async drop() {
      if (!KEEP) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A size's database: where the server finds it and, with BENCH_KEEP, its copy as loaded. */
interface BenchDatabase {
  url?: string;
  /**
   * After a load, on PostgreSQL, the `VACUUM (ANALYZE)` the server itself starts in the background after bulk writes
   * (`EntityStore.refreshStatistics`), awaited: the loader closes its server before the last one ends, and the
   * pages it had not marked all-visible made index-only scans read the table (a 1,000-row page past the end read
   * 4,157 buffers instead of about 300).
   */
  settle(): Promise<void>;
  /** Saves the database just loaded as the copy later kept runs start from. */
  keepLoaded(): Promise<void>;
  /** Puts the database back as it was loaded. */
  restore(): Promise<void>;
  drop(): Promise<void>;
}

/** The SQLite file of a size (its folder is dropped at the end without BENCH_KEEP). */
function benchSqlite(dataDir: string): BenchDatabase {
  const file = path.join(dataDir, 'backoffice.sqlite');
  const loadedFile = path.join(dataDir, LOADED_SQLITE);
  return {
    // SQLite keeps no visibility map, and the server gathers its statistics after bulk writes.
    async settle() {},
    async keepLoaded() {
      const db = new SqliteDatabase(file);
      db.prepare('VACUUM INTO ?').run(loadedFile);
      db.close();
    },
    async restore() {
      for (const journal of ['-wal', '-shm']) rmSync(`${file}${journal}`, { force: true });
      copyFileSync(loadedFile, file);
    },
    async drop() {},
  };
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

/** One call of the bench: where it goes and the request it sends at its i-th time. */
interface BenchCall {
  target: string;
  call: string;
  next: (i: number) => Call;
  url: string;
  headers: Record<string, string>;
}

const report = (size: number, { target, call }: BenchCall, m: Measure) => {
  const rounds = m.rounds.map((r) => r.toFixed(1)).join(' / ');
  console.log(
    `| ${size.toLocaleString('en')} | ${target} | ${call} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${Math.round(m.rps)} | ${rounds} |${m.errors ? ` ${m.errors} errors` : ''}`,
  );
};

/** The calls BENCH_CALLS selects (all without it); a server none of whose calls is selected is not started. */
const chosenOf = (calls: BenchCall[]) => calls.filter((c) => !CALLS || CALLS.test(`${c.target} ${c.call}`));

/**
 * Measures the calls BENCH_CALLS selects in ROUNDS rounds, each round sending every call in turn for SECONDS:
 * a slow patch of the machine lands on one round of a few calls, and each call's figures are the medians of
 * its rounds'.
 */
async function measureAll(size: number, calls: BenchCall[]): Promise<void> {
  const chosen = chosenOf(calls);
  const rounds = chosen.map((): Measure[] => []);
  for (const c of chosen)
    if (WARM_UP > 0) await load(c.url, c.headers, c.next, { connections: CONNECTIONS, seconds: WARM_UP });
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, c] of chosen.entries())
      rounds[k].push(await load(c.url, c.headers, c.next, { connections: CONNECTIONS, seconds: SECONDS }));
  for (const [k, c] of chosen.entries()) report(size, c, medianOfRounds(rounds[k]));
}

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
  const url = `http://127.0.0.1:${PORT + 2}`;
  const call = (name: string, next: (i: number) => Call): BenchCall => ({
    target: 'json-server 0.17',
    call: name,
    next,
    url,
    headers: {},
  });
  const calls = [
    call('first page', () => ({ path: '/attributes?_page=1&_limit=100' })),
    call('q= a few rows', (i) => ({ path: `/attributes?q=${fewOf(size)(i)}&_page=1&_limit=100` })),
    call('q= many rows', () => ({ path: `/attributes?q=${COMMON_ATTRIBUTE_WORD}&_page=1&_limit=100` })),
  ];
  if (chosenOf(calls).length === 0) return;
  const dbFile = path.join(dataDir, 'json-server.json');
  writeFileSync(
    dbFile,
    JSON.stringify({
      attributes: Array.from({ length: size }, (_, i) => ({ id: i + 1, ...attribute(i, categoryIds) })),
    }),
  );
  const jsonServer = await startNode(
    ['node_modules/json-server/lib/cli/bin.js', '--port', String(PORT + 2), dbFile],
    {},
    'Home',
  );
  await answering(`${url}/attributes?_limit=1`);
  await measureAll(size, calls);
  jsonServer.kill();
}

/** The loaded records of a size: loaded now, or (BENCH_KEEP) kept from an earlier run with a new token. */
async function loaded(size: number, dataDir: string, env: Record<string, string>, kept: boolean): Promise<Loaded> {
  const file = path.join(dataDir, 'loaded.json');
  if (kept) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Loaded;
    const token = await benchAdminToken();
    console.log(`${size} rows kept from an earlier run (${dataDir})`);
    return { ...stored, token };
  }
  const fresh = await loadData(env, size);
  const perSecond = (seconds: number) => Math.round(size / seconds).toLocaleString('en');
  console.log(
    `${size} rows loaded through the bulk path: attributes ${perSecond(fresh.seconds.attributes)}/s, practices ${perSecond(fresh.seconds.practices)}/s`,
  );
  if (KEEP) writeFileSync(file, JSON.stringify(fresh));
  return fresh;
}

/** Whether BENCH_KEEP holds this size's loaded records and their database as loaded. */
async function keptBefore(size: number, dataDir: string): Promise<boolean> {
  if (!KEEP || !existsSync(path.join(dataDir, 'loaded.json'))) return false;
  if (!postgresUrl) return existsSync(path.join(dataDir, LOADED_SQLITE));
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [
    loadedDatabase(keptDatabase(ownDatabase!, size)),
  ]);
  await admin.end();
  return (found.rowCount ?? 0) > 0;
}

async function benchSize(size: number, compareJsonServer: boolean): Promise<void> {
  const dataDir = KEEP ? keptDataDir(KEEP, size, ownDatabase) : mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const kept = await keptBefore(size, dataDir);
  if (KEEP && !kept) {
    // A folder left by an interrupted load: start it again.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
  }
  const database = postgresUrl ? await benchPostgres(size, kept) : benchSqlite(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL: '2h',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  if (kept) await database.restore();
  const data = await loaded(size, dataDir, env, kept);
  if (!kept) await database.settle();
  if (KEEP && !kept) await database.keepLoaded();
  const base = `http://127.0.0.1:${PORT}`;
  const headers: Record<string, string> = { authorization: `Bearer ${data.token}`, 'accept-language': 'fr' };
  const call = (target: string, name: string, next: (i: number) => Call): BenchCall => ({
    target,
    call: name,
    next,
    url: base,
    headers,
  });
  const pick = (ids: number[], i: number) => ids[(i * 7919) % ids.length];
  let created = size;
  let edited = 0;
  const reads = [
    call('attributes', 'first page', () => ({ path: '/api/attributes' })),
    call('attributes', 'page 50', () => ({ path: '/api/attributes?page=50' })),
    call('attributes', 'q= a few rows', (i) => ({ path: `/api/attributes?q=${fewOf(size)(i)}` })),
    call('attributes', 'q= many rows', () => ({ path: `/api/attributes?q=${COMMON_ATTRIBUTE_WORD}` })),
    call('attributes', 'sort by label (fr)', () => ({ path: '/api/attributes?order[label]=asc' })),
    call('attributes', 'filter on a reference', (i) => ({
      path: `/api/attributes?categoryId=${data.categoryIds[i % data.categoryIds.length]}`,
    })),
    call('attributes', 'detail', (i) => ({ path: `/api/attributes/${pick(data.attributeIds, i)}` })),
    call('practices', 'first page', () => ({ path: '/api/companies' })),
    call('practices', 'page 50', () => ({ path: '/api/companies?page=50' })),
    call('practices', 'q= a few rows', (i) => ({ path: `/api/companies?q=${fewOf(size)(i)}` })),
    call('practices', 'q= many rows', () => ({ path: `/api/companies?q=${COMMON_PRACTICE_WORD}` })),
    call('practices', 'sort by e-mail', () => ({ path: '/api/companies?order[mainUserEmail]=asc' })),
    call('practices', 'filter activated', () => ({ path: '/api/companies?mainUserIsActive=1' })),
    call('practices', 'detail', (i) => ({ path: `/api/companies/${pick(data.practiceIds, i)}` })),
  ];
  // Measured after every read: the records the creates add would otherwise grow the catalogue the reads list.
  const writes = [
    call('attributes', 'create', () => ({
      method: 'POST',
      path: '/api/attributes',
      // Unique among the loaded records (attr-0 … attr-<size - 1>) and this run's other creates.
      body: { ...attribute(created, data.categoryIds), keyName: `attr-${process.pid}-${created++}` },
    })),
    // A real edit at every call: the count runs across warm-up and rounds (each load starts its own `i` at 0), so
    // that later rounds do not repeat the first round's edits, which would change nothing.
    call('attributes', 'update', () => attributeEdit(edited++, data)),
  ];
  const calls = [...reads, ...writes];
  if (chosenOf(calls).length) {
    const server = await startNode(
      ['--import', 'tsx', 'server/main.ts'],
      { ...env, PORT: String(PORT), SKIP_CONSOLE_BUILD: '1', LOG_LEVEL: 'warn', SEED: 'none' },
      'Back-office ready',
    );
    const peak = sampleMemory(server.pid!);
    await measureAll(size, reads);
    await measureAll(size, writes);
    const serverPeak = peak();
    server.kill();
    console.log(
      `| ${size.toLocaleString('en')} | server | peak resident memory | ${Math.round(serverPeak)} MB | | | |`,
    );
  }

  const floorUrl = `http://127.0.0.1:${PORT + 1}`;
  const floorCall = (name: string, offset: number): BenchCall => ({
    target: 'raw-SQL floor',
    call: name,
    next: () => ({ path: `/?resource=attributes&offset=${offset}` }),
    url: floorUrl,
    headers: {},
  });
  const floorCalls = [floorCall('first page', 0), floorCall('page 50', 4900)];
  if (chosenOf(floorCalls).length) {
    const file = path.join(dataDir, 'backoffice.sqlite');
    const floor = await startNode(
      ['--import', 'tsx', 'bench/floorServer.ts', database.url ?? 'sqlite', file, String(PORT + 1)],
      {},
      'floor ready',
    );
    await measureAll(size, floorCalls);
    floor.kill();
  }

  if (compareJsonServer) await benchJsonServer(size, data.categoryIds, dataDir);
  await database.drop();
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
}

/** The settings a figure depends on: PostgreSQL's memory and commit flush, SQLite's flush (set by the server). */
async function databaseSettings(): Promise<string> {
  if (!postgresUrl) return 'synchronous = FULL';
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const names = ['shared_buffers', 'synchronous_commit', 'wal_compression'];
    const values = await Promise.all(names.map(async (name) => (await admin.query(`show ${name}`)).rows[0][name]));
    return names.map((name, i) => `${name} = ${values[i]}`).join(', ');
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const connection = `${postgresUrl ? `PostgreSQL over ${connectionOf(postgresUrl)}` : 'SQLite'} (${await databaseSettings()})`;
  console.log(
    `# ${new Date().toISOString().slice(0, 10)} · ${connection} · ${cpus().length} × ${cpus()[0]?.model} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${CONNECTIONS} clients · ${ROUNDS} rounds × ${SECONDS} s per call${CALLS ? ` · calls matching /${CALLS.source}/` : ''}\n`,
  );
  console.log('| rows | target | call | p50 ms | p95 ms | req/s | p50 of each round |\n|---|---|---|---|---|---|---|');
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
  if (CALLS && !CALLS.test('hostile SVG')) return;
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
