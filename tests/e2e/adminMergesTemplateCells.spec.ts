import type { Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { expect, searchListing, test } from './fixtures';

const openTemplate = async (page: Page, name: string, search?: string) => {
  await page.goto('/#/imageTemplates');
  await searchListing(page, name, search);
  await page.getByRole('cell', { name, exact: true }).click();
};

// The English check comes first: it reads the demo template the French story then changes.
test('the cell editor speaks English too', async ({ signedIn: page }) => {
  await page.goto('/#/imageTemplates');
  await chooseLanguage(page, 'en');
  await openTemplate(page, 'Radiograph board', 'Search');
  await expect(page.getByRole('group', { name: 'Cell 1 × 1 (merged over 1 × 2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge the chosen cells' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Split: Cell 1 × 1 (merged over 1 × 2)' })).toBeVisible();
});

test('an administrator sees a merged cell, splits it, merges cells again and saves the spans', async ({
  signedIn: page,
}) => {
  await openTemplate(page, 'Planche radiographique');
  const merged = page.getByRole('group', { name: 'Case 1 × 1 (fusionnée sur 1 × 2)' });
  await expect(merged).toBeVisible();
  await expect(page.getByRole('group', { name: 'Case 1 × 2', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/template-cells-merged.png', fullPage: true });

  await test.step('split, the merged cell becomes two cells', async () => {
    await page.getByRole('button', { name: 'Séparer : Case 1 × 1 (fusionnée sur 1 × 2)' }).click();
    await expect(merged).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Case 1 × 2', exact: true })).toBeVisible();
  });

  await test.step('the two cells of the second row merged into one', async () => {
    const mergeButton = page.getByRole('button', { name: 'Fusionner les cases choisies' });
    await expect(mergeButton).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Choisir : Case 2 × 1' }).check();
    await page.getByRole('checkbox', { name: 'Choisir : Case 2 × 2' }).check();
    await mergeButton.click();
    await expect(page.getByRole('group', { name: 'Case 2 × 1 (fusionnée sur 1 × 2)' })).toBeVisible();
    await page.screenshot({ path: 'test-results/template-cells-remerged.png', fullPage: true });
  });

  await test.step('saved, the spans are sent and shown again', async () => {
    const saved = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    expect((await saved).postDataJSON().cells).toEqual([
      { row: 0, column: 0, rowSpan: 1, columnSpan: 1, documentTypeId: null },
      { row: 0, column: 1, rowSpan: 1, columnSpan: 1, documentTypeId: null },
      { row: 1, column: 0, rowSpan: 1, columnSpan: 2, documentTypeId: null },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: 'enregistré' })).toBeVisible();
    await openTemplate(page, 'Planche radiographique');
    await expect(page.getByRole('group', { name: 'Case 2 × 1 (fusionnée sur 1 × 2)' })).toBeVisible();
  });
});
