import type { APIRequestContext, Page } from '@playwright/test';
import { translationOf } from '../../lib/translationSet';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';

/**
 * Issue 12: a listing's first page is painted by the console's first script before react-admin has started (the
 * « early listing », docs/console-loading.md), then the console takes over with the same rows at the same places.
 * The console's main script is held back here, so the early listing can be looked at before the console replaces it.
 */

const FIRST_PAGE = '/api/attributes?usage=exam&order%5Bid%5D=asc&page=1&itemsPerPage=100';

interface Attribute {
  id: number;
  label: unknown;
  keyName: string;
}

/** A tab signed in as the administrator, in `language`, whose console's main script waits for `release()`. */
async function openWithConsoleHeldBack(
  page: Page,
  request: APIRequestContext,
  address: string,
  language: 'fr' | 'en',
  { expired = false } = {},
) {
  const answer = await request.post('/api/auth/token', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' },
  });
  const pair = (await answer.json()) as { token: string; refresh_token: string };
  const { refresh_token } = pair;
  // An access token past its expiry (its claims rewritten, so its signature no longer holds either).
  const token = expired ? withClaims(pair.token, { exp: Math.floor(Date.now() / 1000) - 60 }) : pair.token;
  await page.addInitScript(
    ({ token, refreshToken, language }) => {
      window.sessionStorage.setItem('auth.token', token);
      window.sessionStorage.setItem('auth.refreshToken', refreshToken);
      window.sessionStorage.setItem('RaStore.locale', JSON.stringify(language));
      // Scripts the Content-Security-Policy refused (index.html's inline script, should its hash be wrong).
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = window as unknown as { refused?: string[] };
        seen.refused = [...(seen.refused ?? []), `${event.violatedDirective} ${event.blockedURI}`];
      });
      // Whether an early listing was ever in the document, however briefly.
      new MutationObserver(() => {
        if (document.getElementById('early-listing'))
          (window as unknown as { earlyListingSeen: boolean }).earlyListingSeen = true;
      }).observe(document, { childList: true, subtree: true });
    },
    { token, refreshToken: refresh_token, language },
  );
  // The console's entry, which index.html preloads and its first script starts (vite.config.ts).
  const html = await (await request.get('/')).text();
  const entry = /<link rel="modulepreload" crossorigin href="([^"]+)" id="console-entry">/.exec(html)?.[1];
  expect(entry).toMatch(/^\/assets\/index-/);
  const gate: { release?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  const release = () => gate.release?.();
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  const listCalls: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname === '/api/attributes' && url.searchParams.get('page') === '1') listCalls.push(url.search);
  });
  await page.goto(address, { waitUntil: 'commit' });
  return { release, listCalls, token };
}

function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url'), signature].join('.');
}

async function firstPage(request: APIRequestContext, token: string, language: string): Promise<Attribute[]> {
  const answer = await request.get(FIRST_PAGE, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': language },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Attribute[];
}

/** Where the first cells of the first rows are drawn, in the early listing's first table or in the console's table. */
const cellBoxes = (page: Page, table: string) =>
  page.locator(`${table} tbody tr`).evaluateAll((rows) =>
    rows.slice(0, 10).map((row) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => {
        const box = cell.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
      }),
    ),
  );

/** Pixels that differ between two screenshots of the same size (decoded and compared in a blank page). */
async function differingPixels(page: Page, before: Buffer, after: Buffer) {
  const blank = await page.context().newPage();
  const counted = await blank.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [first, second] = await Promise.all([pixels(a), pixels(b)]);
      let differing = 0;
      for (let index = 0; index < first.length; index += 4) {
        if (
          first[index] !== second[index] ||
          first[index + 1] !== second[index + 1] ||
          first[index + 2] !== second[index + 2]
        )
          differing += 1;
      }
      return { differing, total: first.length / 4 };
    },
    [before.toString('base64'), after.toString('base64')],
  );
  await blank.close();
  return counted;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a listing opened signed in shows its first page before the console starts, then the console takes over in place', async ({
  page,
  request,
}, testInfo) => {
  const { release, token } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'fr');
  const records = await firstPage(request, token, 'fr');
  expect(records.length).toBeGreaterThan(20);

  const early = page.locator('#early-listing');
  await expect(early.locator('tbody tr')).toHaveCount(records.length);
  await expect(early).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('#root table')).toHaveCount(0);
  // The selection column first (a box selecting every row), as the console draws it.
  await expect(early.locator('thead th')).toHaveText([
    '',
    'Libellé',
    'Description',
    'Clé',
    'Type de saisie',
    'Catégorie',
    'Sous-catégorie',
    "Type de valeur d'objectif",
    '',
  ]);
  await expect(early.locator('tbody tr td:nth-child(2)')).toHaveText(
    records.map((record) => translationOf(record.label, 'fr')),
  );
  await expect(early.locator('tbody tr td:nth-child(4)')).toHaveText(records.map((record) => record.keyName));
  await expect(early.locator('tbody tr').first().getByRole('link')).toHaveAttribute(
    'href',
    `#/attributes/${records[0].id}`,
  );
  // Read-only, and the keyboard stays where it was.
  for (const button of await early.getByRole('button').all()) await expect(button).toBeDisabled();
  await expect(early.getByRole('checkbox')).toHaveCount(records.length + 1);
  for (const box of await early.getByRole('checkbox').all()) await expect(box).toBeDisabled();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // The rows' region, from the table's top (below the list toolbar) to the window's bottom, and within it the text
  // columns (the selection boxes and the delete buttons turn from disabled to usable).
  const tableTop = (await early.locator('table').first().boundingBox())?.y ?? 0;
  expect(tableTop).toBeGreaterThan(48);
  const rowsArea = { x: 248, y: tableTop, width: 1024, height: 900 - tableTop };
  const selectionColumn = await early.locator('thead th').first().boundingBox();
  const deleteColumn = await early.locator('thead th').last().boundingBox();
  const textStart = (selectionColumn?.x ?? rowsArea.x) + (selectionColumn?.width ?? 0);
  const textColumns = {
    ...rowsArea,
    x: textStart,
    width: (deleteColumn?.x ?? rowsArea.x + rowsArea.width) - textStart,
  };
  const earlyBoxes = await cellBoxes(page, '#early-listing table:first-of-type');
  const before = await page.screenshot({ clip: rowsArea, path: testInfo.outputPath('before-handover.png') });
  const beforeTexts = await page.screenshot({ clip: textColumns });

  release();
  await expect(page.locator('#root tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(early).toHaveCount(0);
  const after = await page.screenshot({ clip: rowsArea, path: testInfo.outputPath('after-handover.png') });
  const afterTexts = await page.screenshot({ clip: textColumns });

  // The same rows at the same places: every cell of the first rows, and every pixel of the text columns.
  expect(await cellBoxes(page, '#root')).toEqual(earlyBoxes);
  const texts = await differingPixels(page, beforeTexts, afterTexts);
  const whole = await differingPixels(page, before, after);
  testInfo.annotations.push({
    type: 'handover pixels',
    description: `text columns: ${texts.differing} of ${texts.total} differ; whole rows region: ${whole.differing} of ${whole.total}`,
  });
  expect(texts.differing).toBe(0);
});

test('the first page is asked for once: the console takes the answer the first script asked for', async ({
  page,
  request,
}) => {
  const { release, listCalls } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'fr');
  release();
  await expect(page.locator('#root tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { earlyListingSeen?: boolean }).earlyListingSeen)).toBe(true);
  expect(listCalls).toHaveLength(1);
});

test('a tab that chose English sees the early listing in English', async ({ page, request }) => {
  const { release, token } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'en');
  const records = await firstPage(request, token, 'en');
  const early = page.locator('#early-listing');
  await expect(early.locator('thead th').nth(1)).toHaveText('Label');
  await expect(early.locator('thead th').nth(3)).toHaveText('Key');
  await expect(early.locator('tbody tr td:nth-child(2)')).toHaveText(
    records.map((record) => translationOf(record.label, 'en')),
  );
  await expect(early.getByRole('button').first()).toHaveText('Delete');
  release();
  await expect(page.locator('#root').getByRole('columnheader', { name: 'Label' })).toBeVisible({ timeout: 30_000 });
  await expect(early).toHaveCount(0);
});

test('at a phone’s width the first page is asked ahead but nothing is painted early: the console draws its cards', async ({
  page,
  request,
}) => {
  // docs/responsive.md: below 900 px the early listing stands aside, so it cannot scroll sideways either.
  await page.setViewportSize(PHONE_SCREEN);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/attributes');
  const { release, listCalls } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'fr');
  await answered;
  // Two frames after the answer, in which the first script would have painted (earlyListing.ts).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(
    await page.evaluate(() => (window as unknown as { earlyListingSeen?: boolean }).earlyListingSeen),
  ).toBeUndefined();
  release();
  await expect(page.getByRole('main').getByRole('link', { name: 'Motif de consultation' })).toBeVisible({
    timeout: 30_000,
  });
  expect(
    await page.evaluate(() => (window as unknown as { earlyListingSeen?: boolean }).earlyListingSeen),
  ).toBeUndefined();
  expect(listCalls).toHaveLength(1);
  await expectNoSidewaysScroll(page, '/attributes at 390 px');
});

/** Whether index.html's inline script sent the listing's first call (its performance mark), and what the CSP refused. */
const inlineCallOf = (page: Page) =>
  page.evaluate(() => ({
    sent: performance.getEntriesByName('inline-call-sent').length,
    before: performance.getEntriesByName('inline-call-sent')[0]?.startTime,
    firstScript: performance.getEntriesByName('first-script-runs')[0]?.startTime,
    refused: (window as unknown as { refused?: string[] }).refused ?? [],
  }));

test("index.html's inline script sends the first page as it is parsed, allowed by the server's policy, and that is the one call", async ({
  page,
  request,
}) => {
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
  const { release, listCalls } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'fr');
  await expect(page.locator('#early-listing tbody tr').first()).toBeVisible();
  const inline = await inlineCallOf(page);
  expect(inline.refused).toEqual([]);
  expect(inline.sent).toBe(1);
  expect(inline.before).toBeLessThan(inline.firstScript ?? 0);
  release();
  await expect(page.locator('#root tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(listCalls).toHaveLength(1);
});

test('with an expired token, index.html sends nothing ahead: the console renews the session, then reads the page once', async ({
  page,
  request,
}) => {
  const { release, listCalls } = await openWithConsoleHeldBack(page, request, '/#/attributes', 'fr', {
    expired: true,
  });
  release();
  await expect(page.locator('#root tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect((await inlineCallOf(page)).sent).toBe(0);
  expect(listCalls).toHaveLength(1);
});

test('without a session, index.html sends nothing: the sign-in page opens', async ({ page }) => {
  const listCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/attributes')) listCalls.push(call.url());
  });
  await page.goto('/#/attributes');
  await expect(page).toHaveURL(/#\/login/);
  expect((await inlineCallOf(page)).sent).toBe(0);
  expect(listCalls).toEqual([]);
});

for (const [what, address] of [
  ['a listing asked for with a query', '/#/attributes?filter=%7B%22type%22%3A%22text%22%7D'],
  ['a listing of its own (not the generic one)', '/#/companies'],
  ['a record', '/#/attributes/1'],
]) {
  test(`${what} paints nothing before the console`, async ({ page, request }) => {
    const { release } = await openWithConsoleHeldBack(page, request, address, 'fr');
    // The document is parsed, so index.html's inline script has run, and it sent nothing: no answer can paint later.
    await page.waitForFunction(() => document.readyState !== 'loading');
    expect((await inlineCallOf(page)).sent).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { earlyListingSeen?: boolean }).earlyListingSeen),
    ).toBeUndefined();
    release();
    await expect(page.locator('#root main')).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { earlyListingSeen?: boolean }).earlyListingSeen),
    ).toBeUndefined();
    expect((await inlineCallOf(page)).sent).toBe(0);
  });
}
