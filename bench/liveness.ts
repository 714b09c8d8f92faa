import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { TokenSigner } from '../server/auth/tokens';
import { createAdmin } from '../server/bootstrap';
import { type DatabaseKind, scratchDatabase, scratchDatabasesFromEnvironment } from './databases';
import { BENCH_JWT_SECRET, benchAdminToken } from './kept';
import { BENCH_ADMIN_CLAIMS } from './loadData';
import { startBenchServer } from './processes';
import { importFile, multipart, openApp, timedGet } from './transfer';

/** The longest of `times` (a loop: more than about 100,000 of them overflow the stack as `Math.max(...times)`). */
const worst = (times: number[]) => times.reduce((longest, time) => Math.max(longest, time), 0);

/**
 * The server's liveness during a large import (docs/export-import.md, "While an import is written"); part of
 * `npm run bench` (bench/run.ts, BENCH_CALLS=liveness), or alone: `npx tsx bench/liveness.ts` (SQLite, and PostgreSQL
 * too with DATABASE_URL=postgres://… or BENCH_DATABASES=sqlite,postgres). For each database and each of
 * BENCH_LIVENESS_ROWS (default 20,000 and 100,000), the server in its own process on a new database imports that many
 * attributes (`POST /api/attributes/import?mode=apply`, a CSV file, over loopback) while two clients of this process ask,
 * one call after the other until the import has answered: `/api/health` (a probe), and the first page of the attributes'
 * listing as another administrator. Reported: the import's time, the health answers' worst, the listing's p95 and worst.
 */
export const LIVENESS_ROWS = (process.env.BENCH_LIVENESS_ROWS ?? '20000,100000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const PORT = Number(process.env.BENCH_PORT ?? 8190) + 8;

const percentile = (values: number[], p: number) =>
  values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] : NaN;

/** A POST of `payload` on loopback, answering its status and body once it has fully come. */
function post(
  url: string,
  token: string,
  body: ReturnType<typeof multipart>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': body.payload.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body.payload);
  });
}

/** Sends `call` again and again, one at a time, until `until` has settled; answers each call's time in ms. */
async function repeatUntil(until: Promise<unknown>, call: () => Promise<{ total: number }>): Promise<number[]> {
  let settled = false;
  until.then(
    () => (settled = true),
    () => (settled = true),
  );
  const times: number[] = [];
  while (!settled) times.push((await call()).total);
  return times;
}

export interface LivenessFigures {
  kind: DatabaseKind;
  rows: number;
  importMs: number;
  healthWorstMs: number;
  healthCalls: number;
  listingP95Ms: number;
  listingWorstMs: number;
  listingCalls: number;
}

async function measure(kind: DatabaseKind, postgresUrl: string | undefined, rows: number): Promise<LivenessFigures> {
  const database = await scratchDatabase('liveness', kind === 'PostgreSQL' ? postgresUrl : undefined);
  try {
    const app = await openApp(database);
    const other = await createAdmin(app, { email: 'other@example.com', password: 'Other-Passw0rd!' });
    const body = multipart(importFile(app, rows));
    await app.close();
    const server = await startBenchServer(database, PORT, BENCH_JWT_SECRET);
    try {
      const token = await benchAdminToken();
      const otherToken = await new TokenSigner(new TextEncoder().encode(BENCH_JWT_SECRET), 7200).sign({
        ...BENCH_ADMIN_CLAIMS,
        sub: String(other.id),
        username: 'other',
      });
      const base = `http://127.0.0.1:${PORT}/api`;
      const health = () => timedGet(`${base}/health`, otherToken);
      const listing = () => timedGet(`${base}/attributes?page=1&itemsPerPage=25`, otherToken);
      for (let n = 0; n < 10; n++) await Promise.all([health(), listing()]);
      const started = performance.now();
      const imported = post(`${base}/attributes/import?mode=apply`, token, body).then((answer) => {
        if (answer.status !== 200) throw new Error(`import: ${answer.status} ${answer.text.slice(0, 500)}`);
        if (JSON.parse(answer.text).counts.create !== rows) throw new Error('the import did not create every row');
        return performance.now() - started;
      });
      const [importMs, healthTimes, listingTimes] = await Promise.all([
        imported,
        repeatUntil(imported, health),
        repeatUntil(imported, listing),
      ]);
      const figures = {
        kind,
        rows,
        importMs,
        healthWorstMs: worst(healthTimes),
        healthCalls: healthTimes.length,
        listingP95Ms: percentile(listingTimes, 0.95),
        listingWorstMs: worst(listingTimes),
        listingCalls: listingTimes.length,
      };
      console.error(`liveness: ${JSON.stringify(figures)}`);
      return figures;
    } finally {
      server.kill();
    }
  } finally {
    await database.drop();
  }
}

/** The liveness figures on each database at each size: a Markdown table, and the two targets checked. */
export async function benchLiveness(
  databases: DatabaseKind[],
  postgresUrl: string | undefined,
  sizes = LIVENESS_ROWS,
): Promise<{ report: string; targets: string[] }> {
  const all: LivenessFigures[] = [];
  for (const kind of databases) for (const rows of sizes) all.push(await measure(kind, postgresUrl, rows));
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  const lines = all.map(
    (f) =>
      `| ${f.kind} | ${f.rows.toLocaleString('en')} | ${(f.importMs / 1000).toFixed(1)} s | ${ms(f.healthWorstMs)} (${f.healthCalls} calls) | ` +
      `${ms(f.listingP95Ms)} | ${ms(f.listingWorstMs)} (${f.listingCalls} calls) |`,
  );
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return {
    report:
      '\n| database | rows imported | import | /api/health worst | listing p95 | listing worst |\n|---|---|---|---|---|---|\n' +
      lines.join('\n'),
    targets: [
      `- during an import, /api/health answers within 1 s: ${met(all.every((f) => f.healthWorstMs <= 1000))}`,
      `- during an import, another administrator's listing within 1 s p95: ${met(all.every((f) => f.listingP95Ms <= 1000))}`,
    ],
  };
}

async function main(): Promise<void> {
  const { databases, postgresUrl } = scratchDatabasesFromEnvironment();
  const { report, targets } = await benchLiveness(databases, postgresUrl);
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
