import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { type Call, load, medianOfRounds } from './client';
import { attribute, attributeEdit, COMMON_ATTRIBUTE_WORD, COMMON_PRACTICE_WORD, codeOf } from './data';
import {
  adminQuery,
  type BenchDatabase,
  type DatabaseKind,
  describeDatabase,
  postgresDatabase,
  sqliteDatabase,
} from './databases';
import { benchHistory, HISTORY_ENTRIES } from './history';
import { BENCH_JWT_SECRET, benchAdminToken } from './kept';
import { benchLiveness, LIVENESS_ROWS } from './liveness';
import { type Loaded, loadData } from './loadData';
import { startNode } from './processes';
import { benchSvg } from './svg';
import { FLOOR, GLOBAL_SEARCH, JSON_SERVER, type Peak, type Result, targetLines, USED_BY_CALL } from './targets';
import { benchTransfer, TRANSFER_ROWS } from './transfer';

/**
 * `npm run bench`: list, detail and write timings at 1,000 / 10,000 / 100,000 attributes and practices,
 * against the real server in its own process on loopback, on SQLite or PostgreSQL or both at once, beside the
 * raw-SQL floor and json-server 0.17 on the same records. Prints a Markdown report, ending with the targets checked.
 * BENCH_DATABASES=sqlite,postgres measures both databases (PostgreSQL at DATABASE_URL) call by call in turn; by default
 * the one DATABASE_URL names, or SQLite.
 * BENCH_SIZES=1000,10000 narrows a run; BENCH_SIZES=0 skips the catalogues' calls;
 * BENCH_JSON_SERVER_ONLY=100000 measures json-server alone at that size; BENCH_PORT (default 8190) moves the
 * servers' ports (the k-th server of a run listens on BENCH_PORT + 10k, its raw-SQL floor on the next port,
 * json-server on BENCH_PORT + 2) when several runs share the machine.
 * Every size and database of a run is served at once, each by its own server, and each call is measured in
 * BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS (default 1.5), every round sending the call to each server in
 * turn, then the next call: a slow patch of the machine lands on the servers a ratio compares alike. Before the
 * rounds, each call is sent for BENCH_WARM_UP seconds (default: one round, BENCH_SECONDS) unmeasured; a call's p50
 * and p95 are the medians of its rounds'.
 * Then the change history's figures (bench/history.ts: an update recorded or not, the activity feed at 1,000 and
 * BENCH_HISTORY_ENTRIES entries, default 1,000,000; 0 skips them) on the same databases, then export and import
 * (bench/transfer.ts: BENCH_TRANSFER_ROWS attributes, default 100,000; 0 skips them), then the server's answers during
 * an import (bench/liveness.ts: BENCH_LIVENESS_ROWS, default 20000,100000; 0 skips them), then the hostile SVGs.
 * BENCH_CALLS=regex measures only the calls whose "target call" matches (e.g. `detail|practices`; `history`, `transfer`,
 * `liveness` or `svg` for those sections);
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
/** The first server's port; see above for the others. */
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const DATABASES: DatabaseKind[] = (process.env.BENCH_DATABASES ?? (postgresUrl ? 'postgres' : 'sqlite'))
  .split(',')
  .map((name) => {
    if (/^sqlite$/i.test(name.trim())) return 'SQLite';
    if (/^postgres(ql)?$/i.test(name.trim()) && postgresUrl) return 'PostgreSQL';
    throw new Error(`BENCH_DATABASES: "${name}" is neither sqlite nor postgres (with DATABASE_URL set)`);
  });

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
  size: number;
  /** The database behind our server or the raw-SQL floor; none for json-server. */
  database?: DatabaseKind;
  target: string;
  call: string;
  next: (i: number) => Call;
  url: string;
  headers: Record<string, string>;
}

/** Every call measured, for the targets checked at the end. */
const results: Result[] = [];

function report({ size, database, target, call }: BenchCall, measure: Result['measure']): void {
  results.push({ size, database, target, call, measure });
  const rounds = measure.rounds.map((r) => r.toFixed(1)).join(' / ');
  console.log(
    `| ${size.toLocaleString('en')} | ${database ?? ''} | ${target} | ${call} | ${measure.p50.toFixed(1)} | ${measure.p95.toFixed(1)} | ${Math.round(measure.rps)} | ${rounds} |${measure.errors ? ` ${measure.errors} errors` : ''}`,
  );
}

/** The calls BENCH_CALLS selects (all without it); a server none of whose calls is selected is not started. */
const chosenOf = (calls: BenchCall[]) => calls.filter((c) => !CALLS || CALLS.test(`${c.target} ${c.call}`));

/**
 * The same calls of several of our servers, each call sent to every server before the next call, followed by the
 * `companions` (raw-SQL floor, json-server) sending the same call of attributes: the figures a target compares are
 * taken seconds apart.
 */
const inTurn = (callsOfEach: BenchCall[][], companions: BenchCall[] = []): BenchCall[] =>
  (callsOfEach[0] ?? []).flatMap((first, k) => [
    ...callsOfEach.map((calls) => calls[k]),
    ...(first.target === 'attributes' ? companions.filter((c) => c.call === first.call) : []),
  ]);

/**
 * Measures the calls BENCH_CALLS selects in ROUNDS rounds, each round sending every call in turn for SECONDS:
 * a slow patch of the machine lands on one round of a few calls, and each call's figures are the medians of
 * its rounds'.
 */
async function measureAll(calls: BenchCall[]): Promise<void> {
  const chosen = chosenOf(calls);
  const rounds = chosen.map((): Result['measure'][] => []);
  for (const c of chosen)
    if (WARM_UP > 0) await load(c.url, c.headers, c.next, { connections: CONNECTIONS, seconds: WARM_UP });
  for (let round = 0; round < ROUNDS; round++)
    for (const [k, c] of chosen.entries())
      rounds[k].push(await load(c.url, c.headers, c.next, { connections: CONNECTIONS, seconds: SECONDS }));
  for (const [k, c] of chosen.entries()) report(c, medianOfRounds(rounds[k]));
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

/** json-server 0.17's calls (express + lowdb over one JSON file): the same attributes, asked the same of. */
function jsonServerCalls(size: number): BenchCall[] {
  const call = (name: string, next: (i: number) => Call): BenchCall => ({
    size,
    target: JSON_SERVER,
    call: name,
    next,
    url: `http://127.0.0.1:${PORT + 2}`,
    headers: {},
  });
  return [
    call('first page', () => ({ path: '/attributes?_page=1&_limit=100' })),
    call('q= a few rows', (i) => ({ path: `/attributes?q=${fewOf(size)(i)}&_page=1&_limit=100` })),
    call('q= many rows', () => ({ path: `/attributes?q=${COMMON_ATTRIBUTE_WORD}&_page=1&_limit=100` })),
  ];
}

/** Starts json-server on `size` attributes written to a JSON file in `dataDir`. */
async function startJsonServer(size: number, categoryIds: number[], dataDir: string): Promise<ChildProcess> {
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
  await answering(`http://127.0.0.1:${PORT + 2}/attributes?_limit=1`);
  return jsonServer;
}

/** A size's database, loaded (or restored as loaded), with what the calls need to address it. */
interface Setup {
  database: BenchDatabase;
  data: Loaded;
  env: Record<string, string>;
  /** Its server's port; its raw-SQL floor's is the next one. */
  port: number;
}

/** Loads a size's records into its database, or (BENCH_KEEP) restores them as an earlier run loaded them. */
async function prepare(database: BenchDatabase, port: number): Promise<Setup> {
  const { size, dataDir } = database;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    ACCESS_TOKEN_TTL: '2h',
    DATABASE_URL: database.url ?? '',
  };
  const file = path.join(dataDir, 'loaded.json');
  if (await database.kept()) {
    await database.restore();
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Loaded;
    console.log(`${size} rows on ${database.kind} kept from an earlier run (${dataDir})`);
    return { database, data: { ...stored, token: await benchAdminToken() }, env, port };
  }
  await database.create();
  const data = await loadData(env, size);
  const perSecond = (seconds: number) => Math.round(size / seconds).toLocaleString('en');
  console.log(
    `${size} rows loaded on ${database.kind} through the bulk path: attributes ${perSecond(data.seconds.attributes)}/s, practices ${perSecond(data.seconds.practices)}/s`,
  );
  if (KEEP) {
    writeFileSync(file, JSON.stringify(data));
    await database.keepLoaded();
  }
  return { database, data, env, port };
}

/** The calls of a setup's server: reads, then (measured after every read) writes. */
function serverCalls({ database, data, port }: Setup): { reads: BenchCall[]; writes: BenchCall[] } {
  const { size, kind } = database;
  const headers: Record<string, string> = { authorization: `Bearer ${data.token}`, 'accept-language': 'fr' };
  const call = (target: string, name: string, next: (i: number) => Call): BenchCall => ({
    size,
    database: kind,
    target,
    call: name,
    next,
    url: `http://127.0.0.1:${port}`,
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
    // "Used by" (docs/search.md): the first page of the records referring to an attribute that 10,000 select options name.
    ...(data.usedAttributeId === undefined
      ? []
      : [call('attributes', USED_BY_CALL, () => ({ path: `/api/attributes/${data.usedAttributeId}/used-by` }))]),
    call('practices', 'first page', () => ({ path: '/api/companies' })),
    call('practices', 'page 50', () => ({ path: '/api/companies?page=50' })),
    call('practices', 'q= a few rows', (i) => ({ path: `/api/companies?q=${fewOf(size)(i)}` })),
    call('practices', 'q= many rows', () => ({ path: `/api/companies?q=${COMMON_PRACTICE_WORD}` })),
    call('practices', 'sort by e-mail', () => ({ path: '/api/companies?order[mainUserEmail]=asc' })),
    call('practices', 'filter activated', () => ({ path: '/api/companies?mainUserIsActive=1' })),
    call('practices', 'detail', (i) => ({ path: `/api/companies/${pick(data.practiceIds, i)}` })),
    // The global search over every catalogue (docs/search.md): a code names one attribute and one practice.
    call(GLOBAL_SEARCH, 'q= a few rows', (i) => ({ path: `/api/search?q=${fewOf(size)(i)}` })),
    call(GLOBAL_SEARCH, 'q= many rows', () => ({ path: `/api/search?q=${COMMON_ATTRIBUTE_WORD}` })),
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
  return { reads, writes };
}

/** The raw-SQL floor's calls for a setup: the driver alone answering attributes' first page and page 50. */
function floorCalls({ database, port }: Setup): BenchCall[] {
  const call = (name: string, offset: number): BenchCall => ({
    size: database.size,
    database: database.kind,
    target: FLOOR,
    call: name,
    next: () => ({ path: `/?resource=attributes&offset=${offset}` }),
    url: `http://127.0.0.1:${port + 1}`,
    headers: {},
  });
  return [call('first page', 0), call('page 50', 4900)];
}

const startServer = ({ env, port }: Setup) =>
  startNode(
    ['--import', 'tsx', 'server/main.ts'],
    { ...env, PORT: String(port), SKIP_CONSOLE_BUILD: '1', LOG_LEVEL: 'warn', SEED: 'none' },
    'Back-office ready',
  );

const startFloor = ({ database, port }: Setup) =>
  startNode(
    [
      '--import',
      'tsx',
      'bench/floorServer.ts',
      database.url ?? 'sqlite',
      path.join(database.dataDir, 'backoffice.sqlite'),
      String(port + 1),
    ],
    {},
    'floor ready',
  );

/**
 * Every server of the run at once: ours on each setup's database, the raw-SQL floors, json-server at the largest
 * size. Reads are measured call by call, each sent to every server in turn, then writes; answers our servers' peak
 * memory.
 */
async function benchServers(setups: Setup[]): Promise<Peak[]> {
  const calls = setups.map(serverCalls);
  const floors = setups.flatMap(floorCalls);
  const largest = setups.reduce((a, b) => (b.database.size > a.database.size ? b : a));
  const jsonServer = jsonServerCalls(largest.database.size);
  const reads = inTurn(
    calls.map((c) => c.reads),
    [...floors, ...jsonServer],
  );
  const writes = inTurn(calls.map((c) => c.writes));
  const processes: ChildProcess[] = [];
  const peaks: Peak[] = [];
  try {
    const ours = chosenOf([...calls.flatMap((c) => c.reads), ...writes]).length > 0;
    if (ours) for (const setup of setups) processes.push(await startServer(setup));
    const samplers = processes.map((server) => sampleMemory(server.pid!));
    if (chosenOf(floors).length) for (const setup of setups) processes.push(await startFloor(setup));
    if (chosenOf(jsonServer).length)
      processes.push(await startJsonServer(largest.database.size, largest.data.categoryIds, largest.database.dataDir));
    await measureAll(reads);
    // A timed checkpoint of PostgreSQL, due every 5 minutes, would otherwise fall at any point of the writes'
    // minute and stall the writes of both databases (one took 43 s to write 9,250 buffers in the fourteenth run).
    for (const { database } of setups) if (database.url) await adminQuery(database.url, 'CHECKPOINT');
    await measureAll(writes);
    for (const [k, sampler] of samplers.entries())
      peaks.push({ size: setups[k].database.size, database: setups[k].database.kind, mb: sampler() });
  } finally {
    for (const child of processes) child.kill();
  }
  for (const { size, database, mb } of peaks)
    console.log(
      `| ${size.toLocaleString('en')} | ${database} | server | peak resident memory | ${Math.round(mb)} MB | | | |`,
    );
  return peaks;
}

async function main(): Promise<void> {
  const described = await Promise.all(DATABASES.map((kind) => describeDatabase(kind, postgresUrl)));
  console.log(
    `# ${new Date().toISOString().slice(0, 10)} · ${described.join(' and ')} · ${cpus().length} × ${cpus()[0]?.model} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${CONNECTIONS} clients · ${ROUNDS} rounds × ${SECONDS} s per call${CALLS ? ` · calls matching /${CALLS.source}/` : ''}\n`,
  );
  console.log(
    '| rows | database | target | call | p50 ms | p95 ms | req/s | p50 of each round |\n|---|---|---|---|---|---|---|---|',
  );
  const jsonServerOnly = Number(process.env.BENCH_JSON_SERVER_ONLY ?? 0);
  if (jsonServerOnly) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-'));
    const categoryIds = Array.from({ length: 50 }, (_, i) => i + 1);
    const jsonServer = await startJsonServer(jsonServerOnly, categoryIds, dataDir);
    await measureAll(jsonServerCalls(jsonServerOnly));
    jsonServer.kill();
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  const setups: Setup[] = [];
  for (const size of SIZES)
    for (const kind of DATABASES) {
      const database = kind === 'SQLite' ? sqliteDatabase(size, KEEP) : postgresDatabase(postgresUrl!, size, KEEP);
      setups.push(await prepare(database, PORT + 10 * setups.length));
    }
  const targets: string[] = [];
  if (setups.length) {
    const peaks = await benchServers(setups);
    for (const { database } of setups) await database.drop();
    targets.push(...targetLines(results, peaks));
  }
  if (HISTORY_ENTRIES > 0 && (!CALLS || CALLS.test('history'))) {
    const history = await benchHistory(DATABASES, postgresUrl);
    console.log(history.report);
    targets.push(...history.targets);
  }
  if (TRANSFER_ROWS > 0 && (!CALLS || CALLS.test('transfer'))) {
    const transfer = await benchTransfer(DATABASES, postgresUrl);
    console.log(transfer.report);
    targets.push(...transfer.targets);
  }
  if (LIVENESS_ROWS.length > 0 && (!CALLS || CALLS.test('liveness'))) {
    const liveness = await benchLiveness(DATABASES, postgresUrl);
    console.log(liveness.report);
    targets.push(...liveness.targets);
  }
  if (targets.length) console.log(`\nTargets:\n${targets.join('\n')}`);
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
