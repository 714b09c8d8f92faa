import type { Page } from '@playwright/test';
import { expect, recordApiWrites, test } from './fixtures';

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Opens an autocomplete and answers the names it offers. */
async function offered(page: Page, name: string): Promise<string[]> {
  await combobox(page, name).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const names = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names.sort();
}

async function choose(page: Page, name: string, option: string) {
  await combobox(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the sub-category picker offers only the sub-categories of the chosen category', async ({ signedIn: page }) => {
  await page.goto('/#/attributes/create');
  await expect(combobox(page, 'Sous-catégorie')).toBeDisabled();
  await expect(page.getByText('Choisissez d’abord la catégorie.')).toBeVisible();

  await choose(page, 'Catégorie', 'Examen endobuccal');
  await expect
    .poll(() => offered(page, 'Sous-catégorie'))
    .toEqual(['Arcades', 'Dents', 'Occlusion', 'Parodonte et hygiène']);
  await choose(page, 'Sous-catégorie', 'Occlusion');
  await expect(combobox(page, 'Sous-catégorie')).toHaveValue('Occlusion');

  await choose(page, 'Catégorie', 'Examen exobuccal');
  await expect(combobox(page, 'Sous-catégorie')).toHaveValue('');
  // The choices follow the category once its sub-categories are read.
  await expect.poll(() => offered(page, 'Sous-catégorie')).toEqual(['Face et profil', 'Sourire']);
  await page.screenshot({ path: 'test-results/attribute-sub-category-picker.png' });
});

test('inconsistent number options get a French message under the part in fault, and nothing is sent', async ({
  signedIn: page,
}) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/attributes/create');
  await page.getByRole('combobox', { name: 'Type de saisie' }).click();
  await page.getByRole('option', { name: 'Nombre', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Minimum' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Maximum' }).fill('2');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  const inverted = 'Le maximum doit être supérieur ou égal au minimum';
  await expect(page.getByRole('spinbutton', { name: 'Maximum' })).toHaveAccessibleDescription(inverted);
  await page
    .getByText('Options de saisie')
    .locator('xpath=..')
    .screenshot({ path: 'test-results/attribute-options-inverted.png' });

  await page.getByRole('spinbutton', { name: 'Maximum' }).fill('20');
  await page.getByRole('textbox', { name: 'Valeur normale' }).fill('élevée');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('textbox', { name: 'Valeur normale' })).toHaveAccessibleDescription(
    'La valeur normale doit être un nombre',
  );
  await expect(page.getByText(inverted)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/attributes\/create$/);
  expect(writes).toEqual([]);
});

test('inconsistent options are explained in English too', async ({ signedIn: page }) => {
  await page.goto('/#/attributes/create');
  // Switching language saves it (POST /api/users/{id}/settings): the attribute's writes are counted after.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('combobox', { name: 'Input type' })).toBeVisible();
  const writes = recordApiWrites(page);
  await page.getByRole('combobox', { name: 'Input type' }).click();
  await page.getByRole('option', { name: 'Number', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Minimum' }).fill('5');
  await page.getByRole('spinbutton', { name: 'Maximum' }).fill('50');
  await page.getByRole('textbox', { name: 'Normal value' }).fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Normal value' })).toHaveAccessibleDescription(
    'The normal value is above the maximum',
  );
  expect(writes).toEqual([]);
});
