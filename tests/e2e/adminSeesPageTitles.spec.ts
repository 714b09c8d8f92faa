import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const pageTitle = (page: Page) => page.locator('#react-admin-title');

test('add pages are titled with the singular name, edit pages with the record, in both languages', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await expect(pageTitle(page)).toHaveText('Protocoles');
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(pageTitle(page)).toHaveText('Nouveau : Protocole');

  await page.goto('/#/documentCategories');
  await page.getByRole('cell', { name: 'Radiographies', exact: true }).click();
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  await expect(pageTitle(page)).toHaveText('Radiographies');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(pageTitle(page)).toHaveText('Radiographs');
  await page.goto('/#/protocols/create');
  await expect(pageTitle(page)).toHaveText('New: Protocol');
});
