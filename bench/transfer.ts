import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { PAGE_SIZE } from '../lib/queryString';
import { columnsOf } from '../lib/transfer/columns';
import { csvHeader, csvRows } from '../lib/transfer/files';
import { buildApp } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { attribute, category } from './data';
import {
  type ScratchDatabase as Database,
  type DatabaseKind,
  scratchDatabase,
  scratchDatabasesFromEnvironment,
} from './databases';
import { BENCH_JWT_SECRET, benchAdminToken } from './kept';
import { startBenchServer } from './processes';
import { type Comparison, verdict } from './targets';

/**
 * Export and import at scale (docs/export-import.md, "Figures"); part of `npm run bench` (bench/run.ts), or alone:
 * `npx tsx bench/transfer.ts` (SQLite, and PostgreSQL too with DATABASE_URL=postgres://…). On each database:
 * - Import: a CSV file of BENCH_TRANSFER_ROWS attributes (default 100,000) imported through the import call
 *   (`POST /api/attributes/import?mode=apply`, in this process through Fastify's inject: the upload, the CSV read, the
 *   plan, the checks, the writes and their history, in one transaction), against the raw-SQL floor: the very rows that
 *   import wrote (records, references, list index, history entries) inserted by the database driver alone, 500 a
 *   statement, in one transaction, into a second database holding what the first held before the import.
 * - Export: the same database served by the server in its own process, warmed up by listing pages (of 100 and of
 *   1,000 records); a listing's first page (100 records) asked LISTING_CALLS times, its memory idle, then the export of
 *   every record as CSV: the server's resident memory sampled every 10 ms during that export against idle, then
 *   EXPORTS more exports, each after a pause and a few listing pages, whose first byte is compared to the median of
 *   every listing page (and the memory over all of them reported: garbage awaiting a full collection adds up from
 *   one export to the next).
 */
export const TRANSFER_ROWS = Number(process.env.BENCH_TRANSFER_ROWS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 8190) + 7;
const LISTING_CALLS = 40;
const EXPORTS = 5;
/** Before each timed export: a pause, then this many listing pages, timed too. */
const PAUSE_MS = 1000;
const LISTING_CALLS_BEFORE_EXPORT = 4;
const ROWS_PER_INSERT = 500;
const CATEGORIES = 50;

/** A server in this process on `database`, its administrator created and the attributes' categories written. */
export async function openApp(database: Database): Promise<FastifyInstance> {
  const config = loadConfig(
    { DATA_DIR: database.dataDir, SEED: 'none', JWT_SECRET: BENCH_JWT_SECRET, LOG_LEVEL: 'warn' },
    { databaseUrl: database.url },
  );
  const app = await buildApp({ config });
  await app.ready();
  await createAdmin(app, { email: 'bench@example.com', password: 'Bench-Passw0rd!' });
  await app.store.createMany(
    app.store.model('attributeCategories'),
    Array.from({ length: CATEGORIES }, (_, i) => category(i)),
  );
  return app;
}

/** The import file: the bench's attributes (bench/data.ts) as an export writes them, their category by key name. */
export function importFile(app: FastifyInstance, size: number): Buffer {
  const columns = columnsOf(app.store.model('attributes'), app.models.byName).filter((column) =>
    ['label.fr', 'label.en', 'keyName', 'usage', 'type', 'category.keyName'].includes(column.name),
  );
  const categoryIds = Array.from({ length: CATEGORIES }, (_, i) => i);
  const rows = Array.from({ length: size }, (_, i) => {
    const record = attribute(i, categoryIds);
    return {
      'label.fr': record.label[0].value,
      'label.en': record.label[1].value,
      keyName: record.keyName,
      usage: record.usage,
      type: record.type,
      'category.keyName': category(record.categoryId).keyName,
    };
  });
  return Buffer.from(csvHeader(columns, stringify) + csvRows(columns, rows, stringify), 'utf8');
}

export function multipart(content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="attributes.csv"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The rows an import wrote, by table: what the floor inserts again. */
type WrittenRows = Array<{ table: string; rows: Array<Record<string, unknown>> }>;

async function rowsWritten(app: FastifyInstance, postgres: boolean): Promise<WrittenRows> {
  const query = async (text: string) => (await sql<Record<string, unknown>>`${sql.raw(text)}`.execute(app.db)).rows;
  const ofImport = `(select id from entities where resource = 'attributes')`;
  return [
    { table: 'entities', rows: await query(`select * from entities where resource = 'attributes' order by id`) },
    { table: 'entity_refs', rows: await query(`select * from entity_refs where from_id in ${ofImport}`) },
    { table: 'entity_terms', rows: await query(`select * from entity_terms where entity_id in ${ofImport}`) },
    { table: 'entity_sort_keys', rows: await query(`select * from entity_sort_keys where entity_id in ${ofImport}`) },
    {
      table: 'entity_search',
      rows: await query(
        postgres
          ? `select * from entity_search where entity_id in ${ofImport}`
          : `select rowid, text from entity_search where rowid in ${ofImport}`,
      ),
    },
    {
      table: 'history_entries',
      rows: await query(`select * from history_entries where catalogue = 'attributes' and action = 'create'`),
    },
  ];
}

/** The raw-SQL floor: `written` inserted by the driver alone, ROWS_PER_INSERT a statement, in one transaction. */
async function insertRaw(database: Database, written: WrittenRows): Promise<number> {
  const statements: Array<{ text: string; values: unknown[] }> = [];
  const postgres = database.kind === 'PostgreSQL';
  for (const { table, rows } of written) {
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0]);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const part = rows.slice(start, start + ROWS_PER_INSERT);
      const values: unknown[] = [];
      const tuples = part.map((row) => {
        const marks = columns.map((column) => {
          values.push(row[column]);
          return postgres ? `$${values.length}` : '?';
        });
        return `(${marks.join(', ')})`;
      });
      statements.push({ text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values });
    }
  }
  if (!postgres) {
    const db = new SqliteDatabase(path.join(database.dataDir, 'backoffice.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const prepared = statements.map(({ text, values }) => ({ statement: db.prepare(text), values }));
    const started = performance.now();
    db.transaction(() => {
      for (const { statement, values } of prepared) statement.run(...values);
    })();
    const ms = performance.now() - started;
    db.close();
    return ms;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = performance.now();
  await client.query('begin');
  for (const { text, values } of statements) await client.query(text, values);
  await client.query('commit');
  const ms = performance.now() - started;
  await client.end();
  return ms;
}

/** The import through the import call, then the floor on a second database; answers both times in ms. */
async function importAgainstFloor(
  kind: DatabaseKind,
  postgresUrl: string | undefined,
  size: number,
): Promise<{ importMs: number; floorMs: number; database: Database }> {
  const database = await scratchDatabase('transfer', kind === 'PostgreSQL' ? postgresUrl : undefined);
  const app = await openApp(database);
  const file = importFile(app, size);
  const token = await app.tokens.sign({ sub: '1', username: 'bench', roles: ['ROLE_USER_ADMIN'], firstConnect: false });
  const body = multipart(file);
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: '/api/attributes/import?mode=apply',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  const importMs = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`import: ${answer.statusCode} ${answer.body.slice(0, 500)}`);
  if (answer.json().counts.create !== size) throw new Error(`import created ${answer.json().counts.create} records`);
  const written = await rowsWritten(app, database.url !== undefined);
  await app.store.tidied();
  await app.close();

  const floorDatabase = await scratchDatabase('transfer', kind === 'PostgreSQL' ? postgresUrl : undefined);
  await (await openApp(floorDatabase)).close();
  const floorMs = await insertRaw(floorDatabase, written);
  await floorDatabase.drop();
  console.error(
    `${kind}: import of ${size} attributes ${(importMs / 1000).toFixed(1)} s, floor ${(floorMs / 1000).toFixed(1)} s`,
  );
  return { importMs, floorMs, database };
}

/** Resident memory of a process, in MB. */
function residentMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET on loopback: the time to the answer's first byte and to its end, and its size. */
export function timedGet(url: string, token: string): Promise<{ firstByte: number; total: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = 0;
    let bytes = 0;
    const request = http.get(url, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByte = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ firstByte, total: performance.now() - started, bytes }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The export of every record against a listing's first page, and the server's memory during the exports. */
async function exportAgainstListing(database: Database): Promise<{
  pageMs: number;
  firstByteMs: number;
  exportMs: number;
  idleMb: number;
  /** During the first export; then during all of them (EXPORTS more, one after the other). */
  peakMb: number;
  allPeakMb: number;
}> {
  const server = await startBenchServer(database, PORT, BENCH_JWT_SECRET);
  try {
    const token = await benchAdminToken();
    const base = `http://127.0.0.1:${PORT}/api/attributes`;
    const page = `${base}?page=1&itemsPerPage=${PAGE_SIZE}`;
    const exportUrl = `${base}/export?format=csv`;
    // Warmed up as a server in use: listing pages of a listing's size and of the largest size a script asks for.
    for (let n = 0; n < 10; n++) await timedGet(page, token);
    for (let n = 1; n <= 10; n++) await timedGet(`${base}?page=${n}&itemsPerPage=1000`, token);
    const pages: number[] = [];
    for (let n = 0; n < LISTING_CALLS; n++) pages.push((await timedGet(page, token)).total);
    const idle: number[] = [];
    for (let n = 0; n < 10; n++) {
      idle.push(residentMb(server.pid!));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    let peakMb = 0;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, residentMb(server.pid!));
    }, 10);
    // The export measured against idle memory: the server's first; its times warm its code up and do not count.
    await timedGet(exportUrl, token);
    const onePeakMb = peakMb;
    const exports: Array<{ firstByte: number; total: number; bytes: number }> = [];
    // Each export is compared with listing pages asked just before it, after a pause: an export ends with the garbage
    // of every page it wrote, whose collection would otherwise land in the next call's first byte, an export's or a
    // listing's alike (an administrator does not ask for exports back to back).
    for (let n = 0; n < EXPORTS; n++) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      for (let call = 0; call < LISTING_CALLS_BEFORE_EXPORT; call++) pages.push((await timedGet(page, token)).total);
      exports.push(await timedGet(exportUrl, token));
    }
    clearInterval(sampler);
    return {
      pageMs: median(pages),
      firstByteMs: median(exports.map((e) => e.firstByte)),
      exportMs: median(exports.map((e) => e.total)),
      idleMb: median(idle),
      peakMb: onePeakMb,
      allPeakMb: peakMb,
    };
  } finally {
    server.kill();
  }
}

/**
 * The figures of export and import on each database (PostgreSQL on the server `postgresUrl` names): a Markdown
 * table, then the three targets checked on them.
 */
export async function benchTransfer(
  databases: DatabaseKind[],
  postgresUrl: string | undefined,
  size = TRANSFER_ROWS,
): Promise<{ report: string; targets: string[] }> {
  const rows: string[] = [];
  const imports: Comparison[] = [];
  const firstBytes: Comparison[] = [];
  const memory: Comparison[] = [];
  for (const kind of databases) {
    const { importMs, floorMs, database } = await importAgainstFloor(
      kind,
      kind === 'PostgreSQL' ? postgresUrl : undefined,
      size,
    );
    try {
      const exported = await exportAgainstListing(database);
      const s = (ms: number) => (ms / 1000).toFixed(1);
      rows.push(
        `| ${kind} | ${s(importMs)} s | ${s(floorMs)} s | ${(importMs / floorMs).toFixed(2)}× | ` +
          `${exported.pageMs.toFixed(1)} ms | ${exported.firstByteMs.toFixed(1)} ms | ` +
          `${(exported.firstByteMs / exported.pageMs).toFixed(2)}× | ${s(exported.exportMs)} s | ` +
          `${Math.round(exported.idleMb)} → ${Math.round(exported.peakMb)} MB (+${Math.round(exported.peakMb - exported.idleMb)}) | ` +
          `${Math.round(exported.allPeakMb)} MB (+${Math.round(exported.allPeakMb - exported.idleMb)}) |`,
      );
      imports.push({ label: kind, ratio: importMs / floorMs });
      firstBytes.push({ label: kind, ratio: exported.firstByteMs / exported.pageMs });
      memory.push({ label: kind, ratio: exported.peakMb - exported.idleMb });
    } finally {
      await database.drop();
    }
  }
  const count = size.toLocaleString('en');
  return {
    report:
      `\n| database | import of ${count} attributes | raw-SQL floor | ratio | listing page p50 | export first byte p50 | ratio | whole export p50 | server memory idle → peak of an export | peak over ${EXPORTS + 1} in a row |\n` +
      `|---|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
    targets: [
      verdict(`an import of ${count} attributes within 3× of the raw-SQL floor inserting its rows`, 3, imports),
      verdict(`an export of ${count} records: first byte within 2× of a listing page's time`, 2, firstBytes),
      verdict(
        `an export of ${count} records: server memory within 50 MB of idle`,
        50,
        memory,
        false,
        (mb) => `+${Math.round(mb)} MB`,
      ),
    ],
  };
}

async function main(): Promise<void> {
  const { databases, postgresUrl } = scratchDatabasesFromEnvironment();
  const { report, targets } = await benchTransfer(databases, postgresUrl);
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
