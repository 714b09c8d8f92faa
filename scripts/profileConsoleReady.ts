import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build as viteBuild } from 'vite';
import { buildApp, ROOT_DIR } from '../server/app';
import { loadConfig } from '../server/config';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import {
  buildMinimalApp,
  MINIMAL_APP,
  PAINTED_WHEN,
  paintedAt,
  prepareAttributes,
  ROW_CELL,
  signInPair,
  storeTokens,
} from './consoleBenchSetup';
import { inclusiveTimes, ms, report, type TraceEvent } from './traceReport';

/**
 * `npx tsx scripts/profileConsoleReady.ts` (issue 52): where the time goes from navigation to the console's own first
 * row of /#/attributes ("console ready" in `npm run bench:console`), against the minimal react-admin app of
 * bench/minimalConsole, each from a Chrome trace with the sampled CPU profile of one cold load. Both are built
 * unminified (names readable) into a folder of their own (PROFILE_DIST, else a temporary one; PROFILE_BUILD=0 reuses
 * it). Prints, for each, the main thread's work by kind, function, file and component, and the inclusive time of the
 * functions PROFILE_INCLUSIVE (a regular expression) names; PROFILE_TASKS=1 lists each task of 1 ms or more;
 * PROFILE_TRACE=folder keeps the traces for DevTools. Not a test and not the bench: a traced load is slower than an
 * untraced one; compare the shares and the CPU times.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8990) + 2;
const ATTRIBUTES = Number(process.env.BENCH_ATTRIBUTES ?? 10_000);
const PROBE = `${PAINTED_WHEN}
paintedWhen('#root ${ROW_CELL}', '__consoleRowPainted');`;
const INCLUSIVE = new RegExp(
  process.env.PROFILE_INCLUSIVE ??
    '^(createI18nProvider|resourceElements|loadMessages|createDataProvider|createTheme|App|Admin|CoreAdminRoutes|AppLayout|Menu|InfiniteListing|CatalogueDatagridBody|startFirstListing|preloadScreensFor)$',
);

/** Each file the page fetched: when asked for, when arrived (ms from navigation), and the performance marks. */
const filesTimeline = (page: Page) =>
  page.evaluate(() =>
    [
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) =>
          `  ${entry.startTime.toFixed(0).padStart(6)} → ${entry.responseEnd.toFixed(0).padStart(6)}  ${entry.name.split('/').pop()}`,
      ),
      ...performance
        .getEntriesByType('mark')
        .map((mark) => `  ${mark.startTime.toFixed(0).padStart(6)}    mark ${mark.name}`),
    ]
      .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))
      .join('\n'),
  );

async function build(distDir: string) {
  await viteBuild({
    root: ROOT_DIR,
    logLevel: 'warn',
    configFile: path.join(ROOT_DIR, 'vite.config.ts'),
    build: { minify: false, outDir: distDir, emptyOutDir: true },
  });
  await buildMinimalApp(distDir, { minify: false });
}

async function main() {
  const distDir = process.env.PROFILE_DIST ?? mkdtempSync(path.join(tmpdir(), 'backoffice-profile-ready-dist-'));
  if (process.env.PROFILE_BUILD !== '0') {
    console.log(`Building the console and the minimal app unminified into ${distDir}…`);
    await build(distDir);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-profile-ready-'));
  await prepareAttributes(dataDir, ATTRIBUTES);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, distDir });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const pair = await signInPair(base);
    const targets = { console: `${base}/#/attributes`, 'minimal app': `${base}/${MINIMAL_APP}/#/attributes` };
    for (const traced of [false, true]) {
      for (const [name, url] of Object.entries(targets)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.addInitScript(storeTokens, pair);
        await page.addInitScript(PROBE);
        const ready = paintedAt(page, '__consoleRowPainted');
        if (traced)
          await browser.startTracing(page, {
            categories: [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'v8.execute',
              'disabled-by-default-v8.cpu_profiler',
              'blink.user_timing',
              '__metadata',
            ],
          });
        await page.goto(url, { waitUntil: 'commit' });
        const readyAt = await ready;
        if (traced) {
          const buffer = await browser.stopTracing();
          if (process.env.PROFILE_TRACE)
            writeFileSync(path.join(process.env.PROFILE_TRACE, `${name.replace(/\W+/g, '-')}.json`), buffer);
          const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
          const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
          console.log(`\n=== ${name}: ready (own first row painted) at ${readyAt.toFixed(0)} ms, traced ===`);
          const { samples, sampled } = report(events);
          const inclusive = inclusiveTimes(samples, INCLUSIVE);
          console.log(`\nInclusive time of ${INCLUSIVE}:`);
          for (const [fn, micro] of [...inclusive].sort((a, b) => b[1] - a[1]))
            console.log(`  ${ms(micro).padStart(7)} ms ${((100 * micro) / sampled).toFixed(1).padStart(5)} %  ${fn}`);
        } else console.log(`${name}: ready at ${readyAt.toFixed(0)} ms (untraced, warms the server)`);
        if (process.env.PROFILE_FILES === '1') console.log(`Files (ms from navigation):\n${await filesTimeline(page)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.PROFILE_DIST) rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
