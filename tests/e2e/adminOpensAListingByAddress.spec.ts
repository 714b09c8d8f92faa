import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The first pages of the protocols listing the tab asks the API for from now on, and the listing's screen file. */
function firstPageCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (url.pathname === '/api/protocols' && url.searchParams.get('page') === '1') calls.push(url.search);
    if (/^\/assets\/GenericList-[\w-]+\.js$/.test(url.pathname)) calls.push('listing screen');
  });
  return calls;
}

const rowLinks = (page: Page) => page.getByRole('main').locator('tbody').getByRole('link');

test('a listing opened by its address asks for its first page once, and shows what a save changed afterwards', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await expect(rowLinks(page).first()).toBeVisible();

  const calls = firstPageCalls(page);
  // The whole console starts on the listing's address: the console's first, small script asks for its first page
  // once (and paints it), and fetches the listing's screen with the console.
  await page.reload();
  await expect(rowLinks(page).first()).toBeVisible();
  expect([...calls].sort()).toEqual([expect.stringMatching(/^\?/), 'listing screen']);
  calls.length = 0;

  const first = rowLinks(page).first();
  const label = (await first.textContent()) ?? '';
  await first.click();
  const renamed = `${label} (revu)`;
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // Back on the listing after the save: the row shows the saved label, read again from the API.
  await expect(page).toHaveURL(/#\/protocols(\?.*)?$/);
  await expect(rowLinks(page).filter({ hasText: renamed })).toHaveCount(1);
  expect(calls.length).toBeGreaterThan(0);

  // Started again on the same address, the listing still shows it.
  await page.reload();
  await expect(rowLinks(page).filter({ hasText: renamed })).toHaveCount(1);
});

test('without a session, a listing address asks the API for nothing and leads to the sign-in page', async ({
  page,
}) => {
  const calls = firstPageCalls(page);
  await page.goto('/#/protocols');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('button', { name: /connexion|se connecter/i })).toBeVisible();
  expect(calls.filter((call) => call !== 'listing screen')).toEqual([]);
});
