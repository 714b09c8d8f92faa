import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load, type Measure, medianOfRounds } from './client';
import { BENCH_JWT_SECRET, benchAdminToken, databaseOf, keptDatabase, keptDataDir, otherDatabase } from './kept';
import { keptCalls } from './keptCalls';
import type { Loaded } from './loadData';
import { startNode } from './processes';

/**
 * A/B of read calls (details unless AB_CALLS=regex names others, e.g. `practices`) between source trees, on SQLite and PostgreSQL at once: one server per tree and database
 * on the kept bench databases (BENCH_KEEP), measured in short bursts taken in turn, so that whatever else the machine
 * runs lands on every server alike. Usage: BENCH_KEEP=folder DATABASE_URL=postgres://…/db (the ones `npm run bench` kept
 * its 100,000 rows with) tsx bench/abDetail.ts /tree/a /tree/b … (AB_ROUNDS, AB_SECONDS, AB_CLIENTS).
 */
if (!process.env.BENCH_KEEP || !process.env.DATABASE_URL?.startsWith('postgres'))
  throw new Error('BENCH_KEEP and DATABASE_URL name the databases a bench run kept');
const KEEP = path.resolve(process.env.BENCH_KEEP);
const SIZE = 100000;
const PG = process.env.DATABASE_URL;
const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 1);
const CLIENTS = Number(process.env.AB_CLIENTS ?? 8);
const CALLS = new RegExp(process.env.AB_CALLS ?? 'detail', 'i');
/**
 * Each argument names a tree, optionally with its own kept run (`/tree,keepFolder,postgres://…/db`), for a tree whose
 * migrations the others do not know (it would change their database).
 */
const trees = process.argv.slice(2).map((argument) => {
  const [tree, keep, url] = argument.split(',');
  return { tree, keep: keep ? path.resolve(keep) : KEEP, url: url ?? PG };
});

function start({ tree, keep, url }: (typeof trees)[number], port: number, postgres: boolean): Promise<ChildProcess> {
  const database = databaseOf(url) ?? 'bench';
  const env = {
    DATA_DIR: keptDataDir(keep, SIZE, postgres ? database : undefined),
    JWT_SECRET: BENCH_JWT_SECRET,
    PORT: String(port),
    SKIP_CONSOLE_BUILD: '1',
    LOG_LEVEL: 'warn',
    SEED: 'none',
    DATABASE_URL: postgres ? otherDatabase(url, keptDatabase(database, SIZE)) : '',
  };
  return startNode(['--import', 'tsx', 'server/main.ts'], env, 'Back-office ready', tree);
}

async function main(): Promise<void> {
  const loaded = JSON.parse(readFileSync(path.join(keptDataDir(KEEP, SIZE), 'loaded.json'), 'utf8')) as Loaded;
  const token = await benchAdminToken();
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'fr' };
  const calls = keptCalls(loaded, SIZE, CALLS);
  const servers: Array<{ name: string; url: string; child: ChildProcess }> = [];
  let port = Number(process.env.BENCH_PORT ?? 8190) + 4;
  for (const tree of trees)
    for (const postgres of [false, true]) {
      const child = await start(tree, port, postgres);
      servers.push({
        name: `${path.basename(tree.tree)} ${postgres ? 'PG' : 'SQLite'}`,
        url: `http://127.0.0.1:${port}`,
        child,
      });
      port++;
    }
  const bursts = new Map<string, Measure[]>();
  for (const s of servers)
    for (const next of Object.values(calls))
      await load(s.url, headers, next, { connections: CLIENTS, seconds: SECONDS });
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...servers].reverse() : servers;
    for (const s of order)
      for (const [call, next] of Object.entries(calls)) {
        const key = `${s.name}|${call}`;
        bursts.set(key, [
          ...(bursts.get(key) ?? []),
          await load(s.url, headers, next, { connections: CLIENTS, seconds: SECONDS }),
        ]);
      }
  }
  console.log(
    `| server | call | p50 ms (median of ${ROUNDS} bursts) | p95 | req/s | bursts' p50 |\n|---|---|---|---|---|---|`,
  );
  for (const [key, measures] of bursts) {
    const m = medianOfRounds(measures);
    const [name, call] = key.split('|');
    console.log(
      `| ${name} | ${call} | ${m.p50.toFixed(2)} | ${m.p95.toFixed(2)} | ${Math.round(m.rps)} | ${m.rounds.map((r) => r.toFixed(1)).join(' ')} |${m.errors ? ` ${m.errors} errors` : ''}`,
    );
  }
  for (const s of servers) s.child.kill('SIGINT');
}

main().then(
  () => setTimeout(() => process.exit(0), 500),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
