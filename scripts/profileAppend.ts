import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build as viteBuild } from 'vite';
import { ROOT_DIR } from '../server/app';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { startServer } from '../tests/e2e/fixtures';
import { appendNextPage, armAppendEnd, prepareAttributes, signInPair, storeTokens } from './consoleBenchSetup';
import { report, type TraceEvent } from './traceReport';

/**
 * `npx tsx scripts/profileAppend.ts`: what one append of the attributes listing costs, from a Chrome trace.
 * Scrolls the listing to PROFILE_ROWS rows (1,500), then traces the next append exactly as `npm run bench:console`
 * measures it (the wheel to the bottom, the page arrived, a frame and 300 ms), and prints where the renderer's
 * main thread spent its time: task kinds (script, style, layout, paint…) and, from the sampled CPU profile, the
 * functions and the React components. The console is built unminified (names readable); PROFILE_TRACE=file
 * keeps the trace for DevTools' Performance panel; PROFILE_CPU=0 traces without the sampled CPU profile (the kinds of work
 * then near an untraced run's), PROFILE_TASKS=1 lists each task of 1 ms or more. Not a test and not the bench: figures from a traced
 * run are larger than untraced ones; compare the shares.
 */
const ROWS = Number(process.env.PROFILE_ROWS ?? 1_500);
const APPENDS = Number(process.env.PROFILE_APPENDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8990) + 1;

/**
 * Runs in the page before React: React announces each commit to the developer tools' hook; this one counts, for
 * each commit, the components that rendered in it (React flags them PerformedWork) and those mounted. A string,
 * as the bench's probes: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const COUNT_RENDERS = `
const counts = { on: false, commits: 0, rendered: {}, mounted: {} };
window.__renders = counts;
const nameOf = (type) => {
  if (typeof type === 'function') return type.displayName || type.name || '(anonymous)';
  if (type && typeof type === 'object') {
    if (type.displayName) return type.displayName;
    if (type.render) return type.render.displayName || type.render.name || '(forwardRef)';
    if (type.type) return nameOf(type.type);
  }
  return null;
};
// The fibers of the last commit's tree: React works on a fiber's other copy, so a fiber not among them was worked
// on in this commit (rendered, or bailed out); a subtree React skipped keeps the same objects.
let before = new WeakSet();
let lastRoot = null;
const fibersOf = (root) => {
  const all = [];
  const stack = [root.current];
  while (stack.length) {
    const fiber = stack.pop();
    all.push(fiber);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return all;
};
window.__countRenders = () => {
  Object.assign(counts, { on: true, commits: 0, rendered: {}, mounted: {} });
  before = new WeakSet(lastRoot ? fibersOf(lastRoot) : []);
};
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_id, root) => {
    lastRoot = root;
    if (!counts.on) return;
    counts.commits++;
    const now = new WeakSet();
    for (const fiber of fibersOf(root)) {
      now.add(fiber);
      const name = [0, 1, 11, 14, 15].includes(fiber.tag) ? nameOf(fiber.type) : null;
      if (name && !before.has(fiber)) {
        if (fiber.alternate === null || !before.has(fiber.alternate)) {
          if (fiber.alternate === null) counts.mounted[name] = (counts.mounted[name] || 0) + 1;
        } else if (fiber.flags & 1) counts.rendered[name] = (counts.rendered[name] || 0) + 1;
      }
    }
    before = now;
  },
};`;

/**
 * PROFILE_TASKS=1: each change of the document is stamped in the trace (console.timeStamp), named by what changed,
 * so that the task list tells which change each style, layout and paint follows.
 */
const STAMP_MUTATIONS = `
const describe = (node) => node.nodeType === 1
  ? node.tagName.toLowerCase() + (node.getAttribute('class') ? '.' + node.getAttribute('class').split(' ')[0] : '')
  : '#text';
new MutationObserver((records) => {
  const seen = new Map();
  for (const record of records) {
    const target = describe(record.target);
    const what = record.type === 'attributes'
      ? target + '[' + record.attributeName + ']'
      : target + ' +' + record.addedNodes.length + ' -' + record.removedNodes.length + (record.addedNodes[0] ? ' ' + describe(record.addedNodes[0]) : '');
    seen.set(what, (seen.get(what) || 0) + 1);
  }
  console.timeStamp([...seen].map(([what, count]) => count > 1 ? count + 'x ' + what : what).slice(0, 6).join('; '));
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });`;

interface RenderCounts {
  on: boolean;
  commits: number;
  rendered: Record<string, number>;
  mounted: Record<string, number>;
}

/**
 * PROFILE_MODE=metrics: no trace; each append to 2,000 rows as the bench scrolls, with Chrome's main-thread task
 * time (the bench's figure) and the main thread's CPU time (ThreadTime), which a busy machine inflates less:
 * comparing two builds on a shared machine, compare CPU times, runs interleaved.
 */
async function appendMetrics(page: Page, rowCount: () => Promise<number>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { task: value('TaskDuration'), cpu: value('ThreadTime'), script: value('ScriptDuration') };
  };
  const appends: { rows: number; task: number; cpu: number; script: number }[] = [];
  while ((await rowCount()) < 2_000) {
    const shown = await rowCount();
    await armAppendEnd(page, shown);
    const start = await read();
    await appendNextPage(page);
    const end = await read();
    appends.push({
      rows: shown + 100,
      task: end.task - start.task,
      cpu: end.cpu - start.cpu,
      script: end.script - start.script,
    });
  }
  const mean = (list: typeof appends, pick: (a: (typeof appends)[number]) => number) =>
    (list.reduce((sum, a) => sum + pick(a), 0) / list.length).toFixed(0);
  for (const [name, list] of [
    ['first 3', appends.slice(0, 3)],
    ['last 3', appends.slice(-3)],
    ['all', appends],
  ] as const) {
    console.log(
      `${name}: task ${mean(list, (a) => a.task)} ms, CPU ${mean(list, (a) => a.cpu)} ms, script ${mean(list, (a) => a.script)} ms`,
    );
  }
  console.log(
    `per append (rows: task/CPU ms): ${appends.map((a) => `${a.rows}: ${a.task.toFixed(0)}/${a.cpu.toFixed(0)}`).join(', ')}`,
  );
}

async function main() {
  // PROFILE_BUILD=0 profiles the dist/ already built (after a first run: the same code, not built again).
  if (process.env.PROFILE_BUILD !== '0') console.log('Building the console unminified…');
  if (process.env.PROFILE_BUILD !== '0')
    await viteBuild({
      root: ROOT_DIR,
      logLevel: 'warn',
      configFile: path.join(ROOT_DIR, 'vite.config.ts'),
      build: { minify: false },
    });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-profile-append-'));
  await prepareAttributes(dataDir, Math.max(ROWS + 200 * (APPENDS + 1), 2_000));
  const server = await startServer(PORT, { DATA_DIR: dataDir, SEED: 'none' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const pair = await signInPair(server.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(storeTokens, pair);
    if (process.env.PROFILE_MODE !== 'metrics') await page.addInitScript(COUNT_RENDERS);
    if (process.env.PROFILE_TASKS === '1') await page.addInitScript(STAMP_MUTATIONS);
    await page.goto(`${server.url}/#/attributes`);
    const rowCount = () =>
      page.evaluate(() => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) - 1);
    const append = async (shown: number) => {
      await armAppendEnd(page, shown);
      await appendNextPage(page);
    };
    await page.waitForFunction(
      () => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) > 100,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.locator('table tbody tr').first().hover();
    if (process.env.PROFILE_MODE === 'metrics') {
      await appendMetrics(page, rowCount);
      return;
    }
    while ((await rowCount()) < ROWS) await append(await rowCount());
    for (let run = 0; run < APPENDS; run++) {
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          // PROFILE_CPU=0: no sampled CPU profile, which costs the page more than what it measures.
          ...(process.env.PROFILE_CPU === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
          'blink.user_timing',
          '__metadata',
        ],
      });
      const shown = await rowCount();
      await append(shown);
      const buffer = await browser.stopTracing();
      if (process.env.PROFILE_TRACE && run === 0) writeFileSync(process.env.PROFILE_TRACE, buffer);
      const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
      console.log(`\n=== Append ${shown} -> ${shown + 100} rows ===`);
      report(events);
      // The next append again, untraced, counting what React renders in it (the count costs time of its own).
      await page.evaluate(() => (window as unknown as { __countRenders: () => void }).__countRenders());
      await append(shown + 100);
      const renders = await page.evaluate(() => {
        const counts = (window as unknown as { __renders: RenderCounts }).__renders;
        counts.on = false;
        return counts;
      });
      const list = (counts: Record<string, number>) =>
        Object.entries(counts)
          .sort((a, b) => b[1] - a[1])
          .map(([name, count]) => `${name} ${count}`)
          .join(', ');
      console.log(`\nReact, append ${shown + 100} -> ${shown + 200} rows: ${renders.commits} commits`);
      console.log(`Components rendered again: ${list(renders.rendered)}`);
      console.log(`Components mounted: ${list(renders.mounted)}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
