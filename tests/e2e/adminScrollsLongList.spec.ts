import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './fixtures';

/** How many exam attributes the API holds (the /attributes view), read page by page. */
async function examAttributeCount(request: APIRequestContext, baseUrl: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, baseUrl)}` };
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`${baseUrl}/api/attributes`, {
      headers,
      params: { usage: 'exam', page, itemsPerPage: 100 },
    });
    const items: unknown[] = await answer.json();
    total += items.length;
    if (items.length < 100) return total;
  }
}

/** Whether the page is scrolled to its end. */
const atBottom = (page: Page) =>
  page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);

/**
 * The console's listing. Opened by its address, the page shows the early listing first (src/early/earlyListing.ts, two
 * tables of its own outside the console's main region) until the console draws its rows.
 */
const listing = (page: Page) => page.getByRole('main').getByRole('table');

/** Rows loaded, drawn or not: the table's `aria-rowcount` less its header row. */
const loadedRows = async (page: Page) => Number(await listing(page).getAttribute('aria-rowcount')) - 1;

/** The wheel over the listing, again and again, until all `total` rows are loaded. */
async function scrollUntilLoaded(page: Page, total: number, timeout: number): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    expect(await loadedRows(page)).toBe(total);
  }).toPass({ timeout });
}

/**
 * Whether the drawn rows cover the window: the first drawn row is the listing's first or starts above the window, the
 * last is the listing's last or ends below it. A scroll draws its rows with React's next batch, not in the scroll
 * itself: until then the document still holds the rows around the former window.
 */
const rowsCoverWindow = (page: Page) =>
  page.evaluate(() => {
    const rows = [...document.querySelectorAll('table tbody tr[aria-rowindex]')];
    const first = rows.at(0);
    const last = rows.at(-1);
    if (!first || !last) return false;
    const rowCount = document.querySelector('table')?.getAttribute('aria-rowcount');
    const coversTop = first.getAttribute('aria-rowindex') === '2' || first.getBoundingClientRect().top <= 0;
    const coversBottom =
      last.getAttribute('aria-rowindex') === rowCount || last.getBoundingClientRect().bottom >= window.innerHeight;
    return coversTop && coversBottom;
  });

/**
 * Every loaded row's key, as a reader scrolling from the top to the bottom sees them: only the rows near the
 * window are in the document, each telling its place (`aria-rowindex`, the header being row 1). After each scroll
 * (back to the top first), the rows are read once those drawn cover the window, however long the machine takes.
 */
async function keysWhileScrolling(page: Page): Promise<Map<number, string>> {
  const keys = new Map<number, string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  for (let step = 0; step < 200; step += 1) {
    await expect.poll(() => rowsCoverWindow(page)).toBe(true);
    const drawn = await page
      .locator('table tbody tr[aria-rowindex]')
      .evaluateAll((rows) =>
        rows.map((row) => [
          Number(row.getAttribute('aria-rowindex')),
          row.querySelector('td.column-keyName')?.textContent,
        ]),
      );
    for (const [index, key] of drawn) keys.set(index as number, key as string);
    const atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY === before;
    });
    if (atBottom) break;
  }
  return keys;
}

let total = 0;

/**
 * How long a page of rows may take to arrive and be drawn. A worker's first listing on a loaded machine (its code
 * loaded and run for the first time) can take longer than an assertion's default 10 s: the waits are generous, and
 * how fast a page comes is the benchmarks' question, not the stories'.
 */
const PAGE_WAIT = 30_000;

test.beforeEach(async ({ request, server }) => {
  // Rendering a few hundred rows is slow on a loaded machine: the waits below are generous, not fixed.
  test.setTimeout(120_000);
  total = await examAttributeCount(request, server.url);
  expect(total).toBeGreaterThan(200);
});

test('a long listing loads 100 rows, draws those near the window, loads the next page while scrolling, and ends without duplicates', async ({
  signedIn: page,
}) => {
  const requestedPages: number[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname === '/api/attributes') requestedPages.push(Number(url.searchParams.get('page')));
  });

  await page.goto('/#/attributes');
  const table = listing(page);
  const drawnRows = page.locator('table tbody tr[aria-rowindex]');
  await expect(table).toHaveAttribute('aria-rowcount', '101', { timeout: PAGE_WAIT });
  await expect(drawnRows.first()).toBeVisible();
  // The first page is loaded; the document holds only the rows near the window.
  expect(await drawnRows.count()).toBeLessThan(100);
  expect(requestedPages).not.toContain(2);

  // The wheel over the listing scrolls the page to the bottom: the next page is appended.
  await drawnRows.first().hover();
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => loadedRows(page), { timeout: PAGE_WAIT }).toBeGreaterThan(100);
  expect(requestedPages).toContain(2);

  // Keep scrolling until every record is loaded.
  await scrollUntilLoaded(page, total, 45_000);
  await page.mouse.wheel(0, 100_000);
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  // The wheel does not wait for the scroll it causes: the page is at the bottom before it is read from the top,
  // or that scroll would land after the return to the top (a busy browser applies it late).
  await expect.poll(() => atBottom(page)).toBe(true);
  // A short last page ends the listing: no page after it is asked for.
  expect(Math.max(...requestedPages)).toBe(Math.floor(total / 100) + 1);

  // Scrolled back from the top to the bottom, the reader meets every row once, each with its own record.
  const keys = await keysWhileScrolling(page);
  expect([...keys.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, index) => index + 2));
  expect(new Set(keys.values()).size).toBe(total);
});

test('Tab goes on past the drawn rows; at the bottom, the table holds a window of rows, counts them all, and the last opens', async ({
  signedIn: page,
}) => {
  await page.goto('/#/attributes');
  const table = listing(page);
  await expect(table).toHaveAttribute('aria-rowcount', '101', { timeout: PAGE_WAIT });

  // Tab from the last row drawn goes on to the next row: focusing a row scrolls it into view, which draws more.
  const drawnRows = page.locator('table tbody tr[aria-rowindex]');
  const lastDrawn = Number(await drawnRows.last().getAttribute('aria-rowindex'));
  // That very row (the window may have moved by a row since it was read).
  await page.locator(`table tbody tr[aria-rowindex="${lastDrawn}"]`).getByRole('link').focus();
  await expect
    .poll(async () => Number(await drawnRows.last().getAttribute('aria-rowindex')))
    .toBeGreaterThan(lastDrawn);
  await page.keyboard.press('Tab'); // the row's delete button
  await page.keyboard.press('Tab');
  const focusedRow = await page.evaluate(() => document.activeElement?.closest('tr')?.getAttribute('aria-rowindex'));
  expect(Number(focusedRow)).toBe(lastDrawn + 1);

  await drawnRows.first().hover();
  await scrollUntilLoaded(page, total, 60_000);
  // The last page may have arrived after the last wheel: to the bottom of the whole listing.
  await page.mouse.wheel(0, 100_000);

  const lastRow = page.locator(`table tbody tr[aria-rowindex="${total + 1}"]`);
  await expect(lastRow).toBeVisible();
  expect(await drawnRows.count()).toBeLessThan(100);
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));

  const key = (await lastRow.locator('td.column-keyName').textContent()) ?? '';
  const link = lastRow.getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#\/attributes\/\d+$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('input[name="keyName"]')).toHaveValue(key);
});
