import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build as viteBuild } from 'vite';
import { buildApp, ROOT_DIR } from '../server/app';
import { createAdmin } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../tests/e2e/fixtures';

/** What the console's scripts measured in Chromium (scripts/benchConsole.ts, scripts/profileAppend.ts) start from. */

/** A fresh data folder holding the administrator and `count` exam attributes, written by the server's bulk path. */
export async function prepareAttributes(dataDir: string, count: number): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none' });
  const app = await buildApp({ config });
  await app.ready();
  await createAdmin(app, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const model = app.models.byName.get('attributes');
  if (!model) throw new Error('no attributes catalogue');
  const started = Date.now();
  // The server's bulk write path (the one POST /api/attributes/batch uses), 1,000 records a transaction.
  for (let first = 0; first < count; first += 1000) {
    const records = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
      const n = first + offset;
      return {
        usage: 'exam',
        type: 'text',
        keyName: `bench_attribute_${String(n).padStart(5, '0')}`,
        label: [
          { language: 'fr', value: `Attribut ${n}` },
          { language: 'en', value: `Attribute ${n}` },
        ],
      };
    });
    await app.store.createMany(model, records);
  }
  console.log(
    `${count} attributes created through the bulk write path in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await app.close();
}

export interface TokenPair {
  token: string;
  refresh_token: string;
}

/** Runs in the page before its scripts (page.addInitScript): the tab is signed in. */
export function storeTokens(pair: TokenPair) {
  sessionStorage.setItem('auth.token', pair.token);
  sessionStorage.setItem('auth.refreshToken', pair.refresh_token);
}

export async function signInPair(base: string): Promise<TokenPair> {
  const answer = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  return answer.json() as Promise<TokenPair>;
}

/**
 * How long the table must stay unchanged after a page has arrived before the append is over: the rows drawn with it,
 * the virtualizer's second pass once it has measured them, the loading indicators going out, each a frame of its own.
 */
export const APPEND_QUIET_MS = 150;

/**
 * Arms, in the page, the end of the next append of a listing showing `shown` rows: a promise (`window.__appended`)
 * resolved once the table's aria-rowcount has passed `shown + 100` (a long listing draws only the rows near the
 * window, its aria-rowcount counts them all), then nothing in React's #root has changed for APPEND_QUIET_MS (a second
 * at most), then a frame has been painted. Called before an append's measure starts; it only sets up a MutationObserver, so the
 * append's measure holds the console's work and none of the bench's (no polling script in the page).
 */
export async function armAppendEnd(page: Page, shown: number): Promise<void> {
  await page.evaluate(`(${ARM_APPEND_END})(${shown + 100}, ${APPEND_QUIET_MS})`);
}

/**
 * armAppendEnd's code, as text: a function given to page.evaluate is compiled by tsx first, which wraps the functions
 * it names in a helper the page does not have.
 */
const ARM_APPEND_END = `(count, quietMs) => {
  window.__appended = new Promise((resolve) => {
    let grown = false;
    let quiet;
    let latest;
    const root = document.getElementById('root') || document.body;
    const observer = new MutationObserver(() => {
      grown = grown || Number(document.querySelector('table')?.getAttribute('aria-rowcount')) > count;
      if (!grown) return;
      const end = (why) => {
        window.__appendEnded = why;
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(latest);
        requestAnimationFrame(() => setTimeout(resolve, 0));
      };
      // A page that never stops changing ends the append a second after the rows arrived.
      latest = latest ?? setTimeout(end, 1000, 'at the latest');
      clearTimeout(quiet);
      quiet = setTimeout(end, quietMs, 'quiet');
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}`;

/** One append, as a reader asks for it: the wheel to the bottom, until the end armed by `armAppendEnd`. */
export async function appendNextPage(page: Page): Promise<void> {
  await page.mouse.wheel(0, 1_000_000);
  await page.evaluate(() => (window as unknown as { __appended: Promise<void> }).__appended);
}

/** The first cell of a listing's row, the console's (early listing included) or the bare page's. */
export const ROW_CELL = 'table tbody tr td';

/** What the page writes to its console when a row is painted (PAINTED_WHEN), read by `paintedAt`. */
const PAINTED_LOG = '[bench] painted';

/**
 * Init-script text defining `paintedWhen(selector, name)`: once an element matches `selector`, sets
 * `window[name + 'InDocument']`, then, once the frame holding it is painted, `window[name]` (performance.now()),
 * and writes that time to the page's console for `paintedAt`.
 */
export const PAINTED_WHEN = `
const paintedWhen = (selector, name) => new MutationObserver((_, observer) => {
  if (!document.querySelector(selector)) return;
  observer.disconnect();
  window[name + 'InDocument'] = performance.now();
  requestAnimationFrame(() => setTimeout(() => {
    window[name] = performance.now();
    console.debug('${PAINTED_LOG} ' + name + ' ' + window[name]);
  }, 0));
}).observe(document, { childList: true, subtree: true });`;

/**
 * The time `paintedWhen(…, name)` recorded in `page`, read from the page's console messages: to be called before the
 * page is opened. Nothing of Playwright's runs in the page while it loads: a `waitForFunction` evaluates Playwright's
 * injected script there (about 40 ms of the page's main thread, landing between a first paint and its probe).
 */
export async function paintedAt(page: Page, name: string): Promise<number> {
  const message = await page.waitForEvent('console', {
    predicate: (entry) => entry.text().startsWith(`${PAINTED_LOG} ${name} `),
    timeout: 60_000,
  });
  return Number(message.text().split(' ').at(-1));
}

export const BARE_PAGE = 'bench-bare.html';
/**
 * The same first page the listing asks for, drawn by hand: the floor a console could reach. Its script is a file
 * of its own, as the console's are: the Content-Security-Policy (`script-src 'self'`) refuses inline scripts.
 */
const BARE_SCRIPT = 'bench-bare.js';
const barePage = `<!doctype html><html><head><meta charset="utf-8"><title>bare</title></head><body><table><tbody id="rows"></tbody></table>
<script src="${BARE_SCRIPT}"></script></body></html>`;
const bareScript = `fetch('/api/attributes?usage=exam&order%5Bid%5D=asc&page=1&itemsPerPage=100', {
  headers: { Authorization: 'Bearer ' + sessionStorage.getItem('auth.token') },
}).then((answer) => answer.json()).then((rows) => {
  document.getElementById('rows').innerHTML = rows.map((row) =>
    '<tr><td>' + row.label.find((t) => t.language === 'fr').value + '</td><td>' + row.keyName + '</td><td>' + row.type + '</td></tr>').join('');
});
`;

/** Writes the bare page and its script into a built console's folder. */
export function writeBarePage(distDir: string): void {
  writeFileSync(path.join(distDir, BARE_PAGE), barePage);
  writeFileSync(path.join(distDir, BARE_SCRIPT), bareScript);
}

export function removeBarePage(distDir: string): void {
  rmSync(path.join(distDir, BARE_PAGE), { force: true });
  rmSync(path.join(distDir, BARE_SCRIPT), { force: true });
}

/** Where a console build folder holds the minimal react-admin app (bench/minimalConsole) the console is set against. */
export const MINIMAL_APP = 'bench-minimal';

/** Builds the minimal react-admin app into `distDir`'s MINIMAL_APP folder, served at `/bench-minimal/` beside the console. */
export async function buildMinimalApp(distDir: string, { minify = true } = {}): Promise<void> {
  await viteBuild({
    root: path.join(ROOT_DIR, 'bench', 'minimalConsole'),
    base: `/${MINIMAL_APP}/`,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { minify, outDir: path.join(distDir, MINIMAL_APP), emptyOutDir: true },
  });
}
