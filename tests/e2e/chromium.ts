import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** What `npm test` needs when no Chromium is found: the one line printed (README, "Test it"). */
export const CHROMIUM_MISSING =
  'Chromium not found: the browser stories need one. Install Debian\'s ("apt-get install -y chromium"), set CHROMIUM_PATH to a Chromium executable, or install Playwright\'s own ("npx playwright install chromium").';

/**
 * The Chromium the browser stories and scripts run: CHROMIUM_PATH when set (it must exist), else Debian's, else
 * Playwright's own browser where one is installed (`executablePath` undefined: Playwright launches it); `found` false,
 * with the line to print, when there is none.
 */
export function findChromium(): { found: boolean; executablePath?: string; problem?: string } {
  const configured = process.env.CHROMIUM_PATH;
  if (configured)
    return existsSync(configured)
      ? { found: true, executablePath: configured }
      : { found: false, problem: `CHROMIUM_PATH names ${configured}, which does not exist. ${CHROMIUM_MISSING}` };
  if (existsSync(DEBIAN_CHROMIUM)) return { found: true, executablePath: DEBIAN_CHROMIUM };
  if (existsSync(chromium.executablePath())) return { found: true };
  return { found: false, problem: CHROMIUM_MISSING };
}

/**
 * The executable to launch (undefined: Playwright's own browser). Without any Chromium, prints the one line saying what
 * to install or set, and ends the process: the configurations and scripts that call it cannot run without one.
 */
export function chromiumPath(): string | undefined {
  const chromiumFound = findChromium();
  if (!chromiumFound.found) {
    console.error(chromiumFound.problem);
    process.exit(1);
  }
  return chromiumFound.executablePath;
}

/**
 * Chromium's own features Playwright enables at every launch (playwright-core's `chromiumSwitches`), named again here:
 * Chromium keeps only the last `--enable-features` of its command line, so ours carries Playwright's list too.
 */
const PLAYWRIGHT_ENABLED_FEATURES = ['CDPScreenshotNewSurface', 'SkipListAccountsWithoutGaiaCookies'];

/**
 * Chromium as an administrator's, headless: the launch flags every browser of the project's takes. The benches and
 * scripts (`npm run bench:console`, screenshots, profiles) launch it so: what they measure or show is what an
 * administrator gets.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The browser stories' Chromium: the same, tuned for two cores shared by two browsers, their servers and Playwright.
 * Never for a bench: without TurboFan and with one raster thread, `npm run bench:console` measured the listing's appends
 * at 176 ms against 138 ms in an administrator's browser (docs/performance.md, "The bench's browser").
 */
export const STORY_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  // The compositor's and the network's work in the browser's own process rather than in two more processes talking to
  // it: the same pages drawn with an eighth less CPU on two cores (26 ordinary stories: 115 s against 133 s, three and
  // four runs; the audits, mostly the engines' JavaScript, unchanged). docs/testing.md, "Where the time goes".
  '--in-process-gpu',
  `--enable-features=${[...PLAYWRIGHT_ENABLED_FEATURES, 'NetworkServiceInProcess2'].join(',')}`,
  // V8 on one thread and optimising no further than Maglev (no TurboFan), Skia rastering on one thread: on the two cores
  // a worker's browser shares with its server and Playwright, background compiler, collector and raster threads only
  // take turns with the page's own. Story time, three runs each way: the walk's shard 256 s against 312 s, a shard of
  // listings and toasts 158 s against 180 s; the audits' shard was as much faster. docs/testing.md, "Where the time goes".
  '--js-flags=--single-threaded --max-opt=2',
  '--num-raster-threads=1',
];

/**
 * Every tab's settings: French, and the reduced motion an administrator's system may ask for (the console then drops
 * its ripples and transitions, src/layout/reducedMotion.ts: a tenth less work for the browser). The config's `use`
 * and the tabs stories open themselves share them; adminChangesRendering.spec.ts holds both motion modes.
 */
export const TAB_SETTINGS = { locale: 'fr-FR', reducedMotion: 'reduce' } as const;
