import type { Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { expect, searchListing, test } from './fixtures';

const SHEET = 'Respiration buccale';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const openSheet = async (page: Page, title = SHEET, search?: string) => {
  await page.goto('/#/pedagogicalSheetsAttribute');
  await searchListing(page, title, search);
  await page.getByRole('cell', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/#\/pedagogicalSheetsAttribute\/\d+$/);
};

test('an administrator adds an image to a sheet, sees it by name and thumbnail, then reorders it', async ({
  signedIn: page,
}) => {
  await openSheet(page);
  const sheetUrl = page.url();
  const images = page.getByRole('region', { name: 'Images des fiches' });

  await test.step('created with originalName and imageBase64', async () => {
    await images.getByRole('link', { name: 'Ajouter' }).click();
    await page
      .getByLabel('Choisir une image')
      .setInputFiles({ name: 'schema.png', mimeType: 'image/png', buffer: PNG });
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/pedagogical-sheet-images'),
    );
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const body = (await created).postDataJSON();
    expect(Object.keys(body).sort()).toEqual(['displayOrder', 'imageBase64', 'originalName', 'pedagogicalSheetId']);
    expect(body.originalName).toBe('schema.png');
    await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
  });

  await test.step('under the sheet, the image shows its name and thumbnail', async () => {
    await page.goto(sheetUrl);
    const item = images.getByRole('link', { name: 'schema.png' });
    await expect(item).toBeVisible();
    await expect(item.locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}\.png$/);
    await page.screenshot({ path: 'test-results/sheet-images.png', fullPage: true });
  });

  await test.step('updated with displayOrder and imageModified only, the image kept', async () => {
    await images.getByRole('link', { name: 'schema.png' }).click();
    await expect(page.getByRole('img', { name: 'Image actuelle' })).toBeVisible();
    await page.getByRole('spinbutton', { name: "Ordre d'affichage" }).fill('2');
    const updated = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    expect((await updated).postDataJSON()).toEqual({ displayOrder: 2, imageModified: false });
    await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
    await page.goto(sheetUrl);
    await expect(images.getByRole('link', { name: 'schema.png' }).locator('img')).toBeVisible();
  });
});

test('sheet images are named in English too', async ({ signedIn: page }) => {
  await page.goto('/#/pedagogicalSheetsAttribute');
  await chooseLanguage(page, 'en');
  await openSheet(page, 'Mouth breathing', 'Search');
  const images = page.getByRole('region', { name: 'Sheet images' });
  await expect(images.getByRole('link', { name: 'Add' })).toBeVisible();
});
