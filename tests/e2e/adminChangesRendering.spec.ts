import { expect, test } from './fixtures';

test('the Rendering section switches the dark theme and the compact display, kept across reloads', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  const menu = page.getByRole('menu', { name: 'Navigation principale' });
  await expect(menu.getByText('Rendu', { exact: true })).toBeVisible();
  const dark = menu.getByRole('menuitemcheckbox', { name: 'Thème sombre' });
  const compact = menu.getByRole('menuitemcheckbox', { name: 'Affichage compact' });
  await expect(dark).toHaveAttribute('aria-checked', 'false');
  await expect(compact).toHaveAttribute('aria-checked', 'false');

  const firstRow = page.getByRole('main').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const background = () => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  const rowHeight = async () => (await firstRow.boundingBox())?.height ?? 0;
  const lightBackground = await background();
  const comfortableHeight = await rowHeight();

  await dark.click();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(lightBackground);
  await compact.click();
  await expect(compact).toHaveAttribute('aria-checked', 'true');
  await expect.poll(rowHeight).toBeLessThan(comfortableHeight);

  await page.reload();
  await expect(dark).toHaveAttribute('aria-checked', 'true');
  await expect(compact).toHaveAttribute('aria-checked', 'true');
  await expect.poll(background).not.toBe(lightBackground);

  await dark.click();
  await expect.poll(background).toBe(lightBackground);
});
