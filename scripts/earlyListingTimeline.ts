import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp, ROOT_DIR } from '../server/app';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import {
  BARE_PAGE,
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
 * `npx tsx scripts/earlyListingTimeline.ts` (issue 12): the timeline of one cold early listing of /#/attributes against the
 * bare page's, in Chromium, from the page's own Navigation and Resource Timing: HTML received, the first script's
 * files fetched, the listing's GET sent and answered, the first row in the document and painted, and the performance
 * marks the console sets. Serves the built dist/ (`npx vite build` first), or each build folder of TIMELINE_DISTS
 * (comma-separated) on ports from BENCH_PORT, loaded in turn, to compare builds under the same load; a build folder
 * holding the minimal react-admin app (consoleBenchSetup.ts `buildMinimalApp`) has it timed too, and each console's
 * "console ready" is set against it (issue 52). Prints the median
 * of TIMELINE_RUNS cold loads of each. Not a test.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8991);
const RUNS = Number(process.env.TIMELINE_RUNS ?? 5);
const ATTRIBUTES = Number(process.env.BENCH_ATTRIBUTES ?? 10_000);
/** When the first row is in the document, and when the frame holding it has been painted. */
const PROBE = `${PAINTED_WHEN}
paintedWhen('${ROW_CELL}', '__rowPainted');
paintedWhen('#root ${ROW_CELL}', '__consoleRowPainted');`;

type Timeline = Record<string, number>;

/** `hasRoot`: a page with React's #root (the console, the minimal app), whose own first row is "console ready". */
async function timelineOf(page: Page, url: string, pair: TokenPair, hasRoot: boolean): Promise<Timeline> {
  await page.addInitScript(storeTokens, pair);
  await page.addInitScript(PROBE);
  // Read from the page's console: nothing of Playwright's runs in the page while it loads.
  const painted = paintedAt(page, '__rowPainted');
  const ready = hasRoot ? paintedAt(page, '__consoleRowPainted') : undefined;
  await page.goto(url, { waitUntil: 'commit' });
  await painted;
  await ready;
  return page.evaluate(() => {
    const probe = window as unknown as {
      __rowPaintedInDocument: number;
      __rowPainted: number;
      __consoleRowPainted?: number;
    };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const list = resources.find((entry) => entry.name.includes('/api/attributes'));
    const scripts = resources.filter((entry) => entry.initiatorType !== 'fetch' && /\.js$/.test(entry.name));
    const firstScriptRuns = performance.getEntriesByName('first-script-runs')[0]?.startTime ?? list?.startTime ?? 0;
    const firstScripts = scripts.filter((entry) => entry.responseEnd <= firstScriptRuns);
    const en = resources.find((entry) => /\/en-[\w-]+\.js$/.test(entry.name));
    const marks = Object.fromEntries(
      performance.getEntriesByType('mark').map((mark) => [`mark ${mark.name}`, mark.startTime]),
    );
    return {
      'HTML: response start': navigation.responseStart,
      'HTML: response end': navigation.responseEnd,
      'HTML: parsed (domInteractive)': navigation.domInteractive,
      "first script's files: count": firstScripts.length,
      "first script's files: first request start": Math.min(...firstScripts.map((entry) => entry.startTime)),
      "first script's files: last response end": Math.max(...firstScripts.map((entry) => entry.responseEnd)),
      'GET sent (request start)': list?.startTime ?? -1,
      'GET answered (response end)': list?.responseEnd ?? -1,
      ...(en ? { 'English texts: response end': en.responseEnd } : {}),
      ...marks,
      'first row in the document': probe.__rowPaintedInDocument,
      'first row painted': probe.__rowPainted,
      ...(probe.__consoleRowPainted
        ? { "console ready (React's own first row painted)": probe.__consoleRowPainted }
        : {}),
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medianTimeline(runs: Timeline[]): Timeline {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key] ?? -1))]));
}

const DISTS = (process.env.TIMELINE_DISTS ?? path.join(ROOT_DIR, 'dist')).split(',');

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-timeline-'));
  for (const dist of DISTS) writeBarePage(dist);
  await prepareAttributes(dataDir, ATTRIBUTES);
  const servers = await Promise.all(
    DISTS.map(async (distDir, index) => {
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' });
      const app = await buildApp({ config, distDir });
      await app.listen({ port: PORT + index, host: '127.0.0.1' });
      return { app, url: `http://127.0.0.1:${PORT + index}`, name: path.basename(distDir), distDir };
    }),
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const pair = await signInPair(servers[0].url);
    const targets: Record<string, string> = { 'bare page': `${servers[0].url}/${BARE_PAGE}` };
    for (const server of servers) {
      targets[`console (${server.name})`] = `${server.url}/#/attributes`;
      if (existsSync(path.join(server.distDir, MINIMAL_APP, 'index.html')))
        targets[`minimal app (${server.name})`] = `${server.url}/${MINIMAL_APP}/#/attributes`;
    }
    const runs: Record<string, Timeline[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    for (let run = -1; run < RUNS; run++) {
      for (const [name, url] of Object.entries(targets)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        // TIMELINE_TRACE=folder: a Chrome trace of each target's first measured load, to open in DevTools.
        const trace = process.env.TIMELINE_TRACE && run === 0;
        if (trace)
          await browser.startTracing(page, {
            path: path.join(process.env.TIMELINE_TRACE ?? '', `${name.replace(/\W+/g, '-')}.json`),
            categories: [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'v8.execute',
              'blink.user_timing',
            ],
          });
        const profiler = process.env.TIMELINE_PROFILE && run === 0 ? await context.newCDPSession(page) : undefined;
        if (profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
          await profiler.send('Profiler.start');
        }
        // The page's main thread: its CPU time (ThreadTime) and its tasks' time (TaskDuration) until its last first row
        // is painted: a busy machine, whose wall times vary by half, moves the CPU time far less.
        const metrics = await context.newCDPSession(page);
        await metrics.send('Performance.enable');
        const timeline = await timelineOf(page, url, pair, name !== 'bare page');
        const { metrics: list } = await metrics.send('Performance.getMetrics');
        const metric = (key: string) => (list.find((entry) => entry.name === key)?.value ?? 0) * 1000;
        timeline['main thread CPU time until then'] = metric('ThreadTime');
        timeline['main thread tasks until then'] = metric('TaskDuration');
        if (trace) await browser.stopTracing();
        if (profiler) {
          const { profile } = await profiler.send('Profiler.stop');
          const file = path.join(process.env.TIMELINE_PROFILE ?? '', `${name.replace(/\W+/g, '-')}.cpuprofile`);
          writeFileSync(file, JSON.stringify(profile));
        }
        await context.close();
        if (run >= 0) runs[name].push(timeline); // the first round warms the server
        if (process.env.TIMELINE_VERBOSE) console.log(name, JSON.stringify(timeline));
      }
    }
    // Issue 52's ratio: each build's console against the minimal app (the first dist holding it), loads interleaved;
    // and the same for the main thread's CPU time until then, which a busy machine moves far less.
    const medianOf = (name: string, key: string) => median((runs[name] ?? []).map((run) => run[key] ?? Number.NaN));
    const READY = "console ready (React's own first row painted)";
    const CPU = 'main thread CPU time until then';
    const minimalName = Object.keys(runs).find((name) => name.startsWith('minimal app'));
    for (const server of servers) {
      if (!minimalName) break;
      const ratio = (key: string) =>
        (medianOf(`console (${server.name})`, key) / medianOf(minimalName, key)).toFixed(2);
      console.log(`console ready / minimal app (${server.name}): ${ratio(READY)}; main thread CPU time: ${ratio(CPU)}`);
    }
    for (const [name, list] of Object.entries(runs)) {
      console.log(`\n${name}, median of ${list.length} cold loads (ms from navigation start):`);
      for (const [key, value] of Object.entries(medianTimeline(list)))
        console.log(`  ${key.padEnd(48)} ${value.toFixed(0)}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.app.close();
    rmSync(dataDir, { recursive: true, force: true });
    for (const dist of DISTS) removeBarePage(dist);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
