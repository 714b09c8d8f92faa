import type { APIRequestContext } from '@playwright/test';
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

test('a long listing shows 100 rows, loads the next page while scrolling, and ends without duplicates', async ({
  signedIn: page,
  request,
  server,
}) => {
  // Rendering a few hundred rows is slow on a loaded machine: the waits below are generous, not fixed.
  test.setTimeout(120_000);
  const total = await examAttributeCount(request, server.url);
  expect(total).toBeGreaterThan(200);

  const requestedPages: number[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname === '/api/attributes') requestedPages.push(Number(url.searchParams.get('page')));
  });

  await page.goto('/#/attributes');
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(100);
  expect(requestedPages).not.toContain(2);

  // The wheel over the listing scrolls its scroll container to the bottom: the next page is appended.
  await rows.first().hover();
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(100);
  expect(requestedPages).toContain(2);

  // Keep scrolling until every record is shown.
  await expect(async () => {
    await page.mouse.wheel(0, 100_000);
    expect(await rows.count()).toBe(total);
  }).toPass({ timeout: 45_000 });
  await page.mouse.wheel(0, 100_000);
  await expect(rows).toHaveCount(total);

  const keys = await page.locator('table tbody tr td.column-keyName').allTextContents();
  expect(keys).toHaveLength(total);
  expect(new Set(keys).size).toBe(total);
  // A short last page ends the listing: no page after it is asked for.
  expect(Math.max(...requestedPages)).toBe(Math.floor(total / 100) + 1);
});
