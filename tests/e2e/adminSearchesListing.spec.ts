import { expect, searchListing, test } from './fixtures';

test('a row clicked while the search is still being typed opens that row, and stays open', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  const firstRow = page.getByRole('main').getByRole('row').nth(1);
  const rowText = (await firstRow.textContent()) ?? '';
  const box = await firstRow.getByRole('cell').nth(1).boundingBox();
  if (!box) throw new Error('no first row');
  await page.getByRole('textbox', { name: 'Rechercher' }).pressSequentially('e');
  await page.mouse.click(box.x + 5, box.y + 5);

  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
  const labelBox = page.getByRole('textbox', { name: 'Libellé (français) *' });
  await expect(labelBox).not.toHaveValue('');
  const label = await labelBox.inputValue();
  expect(rowText).toContain(label);
  // The search typed just before is applied after its debounce (0.5 s): the page must not move.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/#\/protocols\/\d+$/);
});

test('a search is kept when coming back to the listing and after a reload', async ({ signedIn: page }) => {
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
