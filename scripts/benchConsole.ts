import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { build as viteBuild } from 'vite';
import { ROOT_DIR } from '../server/app';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { startServer } from '../tests/e2e/fixtures';
import {
  APPEND_QUIET_MS,
  appendNextPage,
  armAppendEnd,
  BARE_PAGE,
  buildMinimalApp,
  MINIMAL_APP,
  PAINTED_WHEN,
  paintedAt,
  prepareAttributes,
  ROW_CELL,
  removeBarePage,
  signInPair,
  storeTokens,
  type TokenPair,
  writeBarePage,
} from './consoleBenchSetup';

/**
 * `npm run bench:console` (issue 12): the console in Debian's Chromium against a server holding 10,000 attributes.
 * Prints the figures and writes them to the "Console" section of docs/performance.md. Not a test: nothing fails.
 */
const ATTRIBUTES = Number(process.env.BENCH_ATTRIBUTES ?? 10_000);
const SCROLL_ROWS = Number(process.env.BENCH_SCROLL_ROWS ?? 2_000);
const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 8990);
/**
 * BENCH_ONLY=appends: only the long scroll (the appends' figures), printed and not written to docs/performance.md,
 * whose section needs every figure: a few minutes less, to compare builds.
 */
const APPENDS_ONLY = process.env.BENCH_ONLY === 'appends';
const DOC = path.join(ROOT_DIR, 'docs', 'performance.md');
/** Visits of one browser context before the warm figure: by the third, Chromium also reuses the scripts' compiled code. */
const WARM_VISIT = 3;

/**
 * Records when the first listing row is in the document, then when the frame holding it has been painted: the first row
 * the administrator sees, whoever draws it (the console's early listing, painted before react-admin starts, is the real
 * first page: docs/console-loading.md), and the console's own first row (in React's #root: "console ready").
 */
const FIRST_ROW_PROBE = `${PAINTED_WHEN}
paintedWhen('${ROW_CELL}', '__firstRowPainted');
paintedWhen('#root ${ROW_CELL}', '__consoleRowPainted');
window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); })
  .observe({ type: 'longtask', buffered: true });`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Compressed bytes of JavaScript (as sent, headers excluded) a cold page has received once `ready` resolves. */
async function scriptBytes(
  browser: Browser,
  url: string,
  token: TokenPair | null,
  ready: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (token) await page.addInitScript(storeTokens, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') {
      scripts.add(requestId);
      bytes -= response.encodedDataLength; // the headers, counted again by loadingFinished
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) bytes += encodedDataLength;
  });
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(200);
  await context.close();
  return { bytes, files: scripts.size };
}

/**
 * Navigation start to the first row painted, signed in, at the `visit`-th visit of a fresh browser context: the first
 * has nothing cached (cold); later ones, each in a new tab, find the scripts in the HTTP cache (and, from the third,
 * their compiled code), as an administrator opening the console again does. `console`: a page with React's #root
 * (the console, the minimal app), whose own first row is "console ready"; the bare page's first row is its only one.
 * Both are read from the page's console messages (paintedAt): the bench runs nothing in the page while it loads.
 */
async function firstRowTimes(
  browser: Browser,
  url: string,
  pair: TokenPair,
  { visit = 1, console: hasRoot = true }: { visit?: number; console?: boolean } = {},
): Promise<{ firstRow: number; consoleReady: number }> {
  const context = await browser.newContext();
  let value = { firstRow: 0, consoleReady: 0 };
  for (let visited = 1; visited <= visit; visited++) {
    const page = await context.newPage();
    await page.addInitScript(storeTokens, pair);
    await page.addInitScript(FIRST_ROW_PROBE);
    const firstRow = paintedAt(page, '__firstRowPainted');
    const consoleReady = hasRoot ? paintedAt(page, '__consoleRowPainted') : firstRow;
    await page.goto(url, { waitUntil: 'commit' });
    value = { firstRow: await firstRow, consoleReady: await consoleReady };
    await page.close();
  }
  await context.close();
  return value;
}

/** Navigation to the first row the administrator sees (the console's early listing or its own rows), as above. */
const firstRowTime = async (browser: Browser, url: string, pair: TokenPair, visit = 1, hasRoot = true) =>
  (await firstRowTimes(browser, url, pair, { visit, console: hasRoot })).firstRow;

async function metrics(cdp: CDPSession) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: value('TaskDuration') * 1000, heap: value('JSHeapUsedSize'), nodes: value('Nodes') };
}

interface Append {
  rows: number;
  taskMs: number;
  longTaskMs: number;
  heap: number;
  nodes: number;
}

/** Scrolls the attributes listing page by page up to SCROLL_ROWS rows, measuring each append. */
async function scrollListing(browser: Browser, base: string, pair: TokenPair): Promise<Append[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(storeTokens, pair);
  await page.addInitScript(FIRST_ROW_PROBE);
  await page.goto(`${base}/#/attributes`);
  const rows = page.locator('#root table tbody tr');
  // The first page loaded: a listing draws only the rows near the window, its aria-rowcount counts them all.
  await page.waitForFunction(() => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) > 100, null, {
    timeout: 60_000,
  });
  await rows.first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const settled = async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    await cdp.send('HeapProfiler.collectGarbage');
    return metrics(cdp);
  };
  const appends: Append[] = [];
  let before = await settled();
  await rows.first().hover();
  for (let shown = 100; shown < SCROLL_ROWS; shown += 100) {
    const longTasksBefore = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks.length,
    );
    await armAppendEnd(page, shown);
    const start = await metrics(cdp);
    await appendNextPage(page);
    const end = await metrics(cdp);
    const longTaskMs = await page.evaluate(
      (from) => (window as unknown as { __longTasks: number[] }).__longTasks.slice(from).reduce((a, b) => a + b, 0),
      longTasksBefore,
    );
    const after = await settled();
    appends.push({
      rows: shown + 100,
      taskMs: end.taskMs - start.taskMs,
      longTaskMs,
      heap: after.heap - before.heap,
      nodes: after.nodes - before.nodes,
    });
    before = after;
  }
  await context.close();
  return appends;
}

const mean = (list: Append[], pick: (a: Append) => number) => list.reduce((sum, a) => sum + pick(a), 0) / list.length;
const perAppend = (list: Append[]) =>
  `${mean(list, (a) => a.taskMs).toFixed(0)} ms main thread (${mean(list, (a) => a.longTaskMs).toFixed(0)} ms in long tasks), ` +
  `+${(mean(list, (a) => a.heap) / 2 ** 20).toFixed(2)} MiB heap, +${mean(list, (a) => a.nodes).toFixed(0)} DOM nodes`;
const appendsLine = (appends: Append[]) => appends.map((a) => `${a.rows}: ${a.taskMs.toFixed(0)}`).join(', ');

/** BENCH_ONLY=appends: the console built, the long scroll measured and printed. */
async function appendsOnly(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-console-'));
  await prepareAttributes(dataDir, ATTRIBUTES);
  const server = await startServer(PORT, { DATA_DIR: dataDir, SEED: 'none' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const appends = await scrollListing(browser, server.url, await signInPair(server.url));
    console.log(`\nAppends 1–3 (100 → 400 rows), mean per append: ${perAppend(appends.slice(0, 3))}`);
    console.log(
      `Last 3 appends (to ${appends.at(-1)?.rows ?? 0} rows), mean per append: ${perAppend(appends.slice(-3))}`,
    );
    console.log(`Per append (rows: ms): ${appendsLine(appends)}.`);
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeSection(markdown: string) {
  let doc: string;
  try {
    doc = readFileSync(DOC, 'utf8');
  } catch {
    doc = '# Performance\n';
  }
  const start = doc.indexOf('\n## Console\n');
  if (start < 0) doc = `${doc.trimEnd()}\n\n${markdown}`;
  else {
    const next = doc.indexOf('\n## ', start + 1);
    doc = `${doc.slice(0, start + 1)}${markdown}${next < 0 ? '' : doc.slice(next)}`;
  }
  writeFileSync(DOC, `${doc.trimEnd()}\n`);
}

async function main(): Promise<void> {
  console.log('Building the console…');
  await viteBuild({ root: ROOT_DIR, logLevel: 'warn', configFile: path.join(ROOT_DIR, 'vite.config.ts') });
  if (APPENDS_ONLY) return appendsOnly();
  writeBarePage(path.join(ROOT_DIR, 'dist'));
  await buildMinimalApp(path.join(ROOT_DIR, 'dist'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-bench-console-'));
  await prepareAttributes(dataDir, ATTRIBUTES);
  const server = await startServer(PORT, { DATA_DIR: dataDir, SEED: 'none' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const base = server.url;
    const pair = await signInPair(base);
    const login = await scriptBytes(browser, `${base}/#/login`, null, (page) =>
      page.getByRole('button', { name: /connexion|se connecter/i }).waitFor(),
    );
    const listing = await scriptBytes(browser, `${base}/#/attributes`, pair, (page) =>
      page.locator('#root table tbody tr').first().waitFor({ timeout: 60_000 }),
    );
    const consoleTimes: number[] = [];
    const consoleReadyTimes: number[] = [];
    const bareTimes: number[] = [];
    const minimalTimes: number[] = [];
    const consoleWarmTimes: number[] = [];
    const minimalWarmTimes: number[] = [];
    const consoleUrl = `${base}/#/attributes`;
    const minimalUrl = `${base}/${MINIMAL_APP}/#/attributes`;
    await firstRowTime(browser, consoleUrl, pair); // warms the server's caches, not the browser's
    for (let run = 0; run < RUNS; run++) {
      const cold = await firstRowTimes(browser, consoleUrl, pair);
      consoleTimes.push(cold.firstRow);
      consoleReadyTimes.push(cold.consoleReady);
      bareTimes.push(await firstRowTime(browser, `${base}/${BARE_PAGE}`, pair, 1, false));
      minimalTimes.push(await firstRowTime(browser, minimalUrl, pair));
      consoleWarmTimes.push(await firstRowTime(browser, consoleUrl, pair, WARM_VISIT));
      minimalWarmTimes.push(await firstRowTime(browser, minimalUrl, pair, WARM_VISIT));
    }
    const appends = await scrollListing(browser, base, pair);
    const firstThree = appends.slice(0, 3);
    const lastThree = appends.slice(-3);
    const ratio = median(consoleTimes) / median(bareTimes);
    // Issue 52's ratios: the console against the minimal react-admin app measured in the same run, so that a slower
    // machine does not move the target.
    const readyRatio = median(consoleReadyTimes) / median(minimalTimes);
    const lastAppendsMs = mean(lastThree, (a) => a.taskMs);
    const appendsRatio = lastAppendsMs / median(minimalTimes);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const markdown = `## Console

Measured by \`npm run bench:console\` on ${new Date().toISOString().slice(0, 10)}: ${cpu}, ${os.cpus().length} cores
(shared with other work; load average ${os.loadavg()[0].toFixed(1)} at the end), Node ${process.version}, Debian Chromium, SQLite, ${ATTRIBUTES.toLocaleString('en')} exam attributes.

| Figure | Result | Target |
|---|---|---|
| Compressed JavaScript loaded by /#/login (until the form is usable) | ${kB(login.bytes)} in ${login.files} files | ≤ 300 kB |
| Compressed JavaScript loaded by /#/attributes (until the console's own first row) | ${kB(listing.bytes)} in ${listing.files} files | |
| Navigation to first listing row painted (the early listing painted before react-admin starts counts: it is the real first page), median of ${RUNS} (cold cache) | ${median(consoleTimes).toFixed(0)} ms | |
| Same for a bare page fetching the same 100 rows with the same token | ${median(bareTimes).toFixed(0)} ms | |
| Ratio console / bare page | ${ratio.toFixed(2)} | ≤ 2 |
| Console ready: navigation to the console's own first row (react-admin's, replacing the early listing), median of ${RUNS} | ${median(consoleReadyTimes).toFixed(0)} ms (console ready / bare page: ${(median(consoleReadyTimes) / median(bareTimes)).toFixed(2)}) | |
| Same for a minimal react-admin 5 app (bench/minimalConsole: one resource, a Datagrid of the same 100 rows), its only first row | ${median(minimalTimes).toFixed(0)} ms | |
| **console ready / minimal app** (both react-admin's own first row, same run) | ${readyRatio.toFixed(2)} | ≤ 1.2 |
| Navigation to first row, ${WARM_VISIT}rd visit of a browser (scripts and compiled code cached): console (its early listing) / minimal app | ${median(consoleWarmTimes).toFixed(0)} / ${median(minimalWarmTimes).toFixed(0)} ms (console / bare page: ${(median(consoleWarmTimes) / median(bareTimes)).toFixed(2)}) | |
| Appends 1–3 (100 → 400 rows), mean per append | ${perAppend(firstThree)} | |
| Last 3 appends (to ${appends.at(-1)?.rows ?? 0} rows), mean per append | ${perAppend(lastThree)} | < 100 ms, no slower than the first; heap < 2 MB per 100 rows |
| **appends at 2,000 rows / minimal app ready** (last 3 appends' mean main thread, same run) | ${appendsRatio.toFixed(3)} (last 3 / first 3 appends: ${(lastAppendsMs / mean(firstThree, (a) => a.taskMs)).toFixed(2)}) | ≤ 0.1, last / first ≤ 1 |

Each append: main-thread task time (Chrome's TaskDuration) from the scroll until the page has arrived, the table has
not changed for ${APPEND_QUIET_MS} ms and a frame has been painted; the bench runs nothing in the page meanwhile (an
in-page MutationObserver tells the end; no polling). Long tasks among it; heap (after a forced garbage collection) and
DOM nodes are the growth for the 100 rows it adds. First rows: read from the page's console, nothing of the bench's
runs in a page while it loads.
Per append (rows: ms): ${appendsLine(appends)}.
`;
    console.log(`\n${markdown}`);
    writeSection(markdown);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeBarePage(path.join(ROOT_DIR, 'dist'));
    rmSync(path.join(ROOT_DIR, 'dist', MINIMAL_APP), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
