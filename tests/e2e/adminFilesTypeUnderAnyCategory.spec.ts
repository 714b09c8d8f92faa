import type { Page } from '@playwright/test';
import { expect, searchListing, test } from './fixtures';

const categoryInput = (page: Page) => page.getByRole('combobox', { name: 'Catégorie *', exact: true });

/** Finds the act type in the listing and checks the category its row shows, then opens it. */
async function openActType(page: Page, label: string, listedCategory: string) {
  await page.goto('/#/actTypes');
  await searchListing(page, label);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  await expect(row.getByRole('cell', { name: listedCategory, exact: true })).toBeVisible();
  await row.getByRole('cell', { name: label, exact: true }).click();
  await expect(page).toHaveURL(/#\/actTypes\/\d+$/);
}

async function chooseCategory(page: Page, search: string, option: string) {
  await categoryInput(page).fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(categoryInput(page)).toHaveValue(option);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
}

test('an act type is filed under a category or one of its sub-categories, and moved between them', async ({
  signedIn: page,
}) => {
  await openActType(page, 'Empreintes optiques', 'Diagnostic › Enregistrements');
  await expect(categoryInput(page)).toHaveValue('Diagnostic › Enregistrements');

  await test.step('both levels are offered, sub-categories named after their category', async () => {
    const options = page.getByRole('listbox').getByRole('option');
    // The current category stays among the options whatever is typed (a picker shows where the record is).
    const others = options.filter({ hasNotText: 'Diagnostic › Enregistrements' });
    await categoryInput(page).fill('Pose et');
    await expect(others).toHaveText(['Traitement actif › Pose et dépose']);
    await categoryInput(page).fill('Traitement actif');
    await expect(options.filter({ hasText: /^Traitement actif$/ })).toHaveCount(1);
    await categoryInput(page).fill('zzz introuvable');
    await expect(options).toHaveText(['Diagnostic › Enregistrements']);
    await page.keyboard.press('Escape');
  });

  await test.step('moved to the top-level category, kept after a reload', async () => {
    await chooseCategory(page, 'Diagnostic', 'Diagnostic');
    await openActType(page, 'Empreintes optiques', 'Diagnostic');
    await expect(categoryInput(page)).toHaveValue('Diagnostic');
  });

  await test.step('moved back under the sub-category', async () => {
    await chooseCategory(page, 'Enregistrements', 'Diagnostic › Enregistrements');
    await page.reload();
    await openActType(page, 'Empreintes optiques', 'Diagnostic › Enregistrements');
    await expect(categoryInput(page)).toHaveValue('Diagnostic › Enregistrements');
  });
});
