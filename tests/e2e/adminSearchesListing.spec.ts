import type { Page } from '@playwright/test';
import { expect, openWithClock, pauseClock, searchListing, test } from './fixtures';

/**
 * The listing's search is applied 0.5 s after the last key. The page's clock is held still while the key is typed
 * and the row clicked, so the order of the two is the story's, whatever the machine's speed; `runFor` then lets the
 * search's timer end, as it would a moment later.
 */
async function openFirstRowWhileSearching(page: Page, searchEndsFirst: boolean): Promise<void> {
  await openWithClock(page, '/#/protocols');
  const firstRow = page.getByRole('main').getByRole('row').nth(1);
  const rowText = (await firstRow.textContent()) ?? '';
  const box = await firstRow.getByRole('cell').nth(1).boundingBox();
  if (!box) throw new Error('no first row');
  await pauseClock(page);
  await page.getByRole('textbox', { name: 'Rechercher' }).pressSequentially('e');
  if (searchEndsFirst) await page.clock.runFor(600);
  await page.mouse.click(box.x + 5, box.y + 5);
  await page.clock.resume();

  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
  const labelBox = page.getByRole('textbox', { name: 'Libellé (français) *' });
  await expect(labelBox).not.toHaveValue('');
  expect(rowText).toContain(await labelBox.inputValue());
  // Whatever the search still had to do is done: the page stays on the record.
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
  await expect(labelBox).not.toHaveValue('');
}

test('a row clicked while the search is still being typed opens that row, and stays open', async ({
  signedIn: page,
}) => {
  await openFirstRowWhileSearching(page, false);
});

test('a row clicked just as the search is applied opens that row, and stays open', async ({ signedIn: page }) => {
  await openFirstRowWhileSearching(page, true);
});

test('a search is kept when coming back to the listing and after a reload', { tag: '@smoke' }, async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await searchListing(page, 'contention');
  const rows = page.getByRole('main').getByRole('row');
  const shown = await rows.count();
  await rows.nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/#\/protocols\/\d+$/);

  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('contention');
  await expect(rows).toHaveCount(shown);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('contention');
  await expect(rows).toHaveCount(shown);
});
