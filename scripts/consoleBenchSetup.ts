import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildApp } from '../server/app';
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
 * One append of a listing showing `shown` rows, as a reader asks for it: the wheel to the bottom, until the next
 * page is in (rows drawn or not: a long listing draws those near the window only, its aria-rowcount counts them
 * all), then a frame and 300 ms for what follows it.
 */
export async function appendNextPage(page: Page, shown: number): Promise<void> {
  await page.mouse.wheel(0, 1_000_000);
  await page.waitForFunction(
    (count) => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) > count,
    shown + 100,
    { timeout: 60_000, polling: 50 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

/** The bare page's address under a built console's folder. */
/** The first cell of a listing's row, the console's (first view included) or the bare page's. */
export const ROW_CELL = 'table tbody tr td';

/**
 * Init-script text defining `paintedWhen(selector, name)`: once an element matches `selector`, sets
 * `window[name + 'InDocument']`, then, once the frame holding it is painted, `window[name]` (performance.now()).
 */
export const PAINTED_WHEN = `
const paintedWhen = (selector, name) => new MutationObserver((_, observer) => {
  if (!document.querySelector(selector)) return;
  observer.disconnect();
  window[name + 'InDocument'] = performance.now();
  requestAnimationFrame(() => setTimeout(() => { window[name] = performance.now(); }, 0));
}).observe(document, { childList: true, subtree: true });`;

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
