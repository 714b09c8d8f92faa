import type { Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { expect, recordApiWrites, searchListing, test } from './fixtures';
import { unsavedChangesDialog } from './unsavedChanges';

const UNSAVED = "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?";
const documents = (page: Page) => page.getByRole('region', { name: 'Types de documents' }).getByRole('listitem');

test('scenario documents and their roles are saved by the form, after the record', async ({ signedIn: page }) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/scenarios');
  await searchListing(page, 'Suivi intra-buccal');
  await page.getByRole('cell', { name: 'Suivi intra-buccal', exact: true }).click();
  await expect(page).toHaveURL(/#\/scenarios\/\d+$/);
  const id = page.url().split('/').pop();
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  await expect(documents(page)).toHaveCount(4);
  await expect(save).toBeDisabled();

  await test.step('removing a document and changing a role sends nothing yet', async () => {
    await page.getByRole('button', { name: 'Retirer « Intra-buccale latérale gauche »' }).click();
    await expect(documents(page)).toHaveCount(3);
    await documents(page).first().getByRole('combobox', { name: 'Rôle' }).click();
    await page.getByRole('option', { name: 'Document positionnable' }).click();
    await expect(save).toBeEnabled();
    expect(writes).toEqual([]);
    await page.screenshot({ path: 'test-results/relation-list-unsaved.png', fullPage: true });
  });

  await test.step('leaving asks first, and staying keeps the edits', async () => {
    const { dialog, stay } = unsavedChangesDialog(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await expect(dialog).toContainText(UNSAVED);
    await stay.click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/#\/scenarios\/\d+$/);
    await expect(documents(page)).toHaveCount(3);
  });

  await test.step('Save sends the scenario, then its documents', async () => {
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'modifications enregistrées' })).toBeVisible();
    expect(writes).toEqual([`PUT /api/scenarios/${id}`, `POST /api/scenarios/${id}/document-types`]);
    // Back on the listing (a save leaves the form), the record opens again with what was saved.
    await expect(page).toHaveURL(/#\/scenarios(\?.*)?$/);
    await searchListing(page, 'Suivi intra-buccal');
    await page.getByRole('cell', { name: 'Suivi intra-buccal', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/scenarios/${id}$`));
    await expect(documents(page)).toHaveCount(3);
    await expect(documents(page).first().getByRole('combobox', { name: 'Rôle' })).toHaveText('Document positionnable');
    await expect(page.getByText('Intra-buccale latérale gauche')).toHaveCount(0);
  });
});

test('a new phase type is created with its sub-phase types in one save', { tag: '@smoke' }, async ({
  signedIn: page,
}) => {
  const writes = recordApiWrites(page);
  await page.goto('/#/phaseTypes/create');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill('Contention prolongée');
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill('Extended retention');
  await page.getByRole('textbox', { name: 'Clé *' }).fill('extended_retention');
  const subPhases = page.getByRole('region', { name: 'Types de sous-phases' });
  await subPhases.getByRole('combobox', { name: 'Ajouter…' }).click();
  await page.getByRole('option', { name: 'Set-up virtuel' }).click();
  await expect(subPhases.getByRole('listitem')).toHaveText(['Set-up virtuel']);
  expect(writes).toEqual([]);

  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'création réussie' })).toBeVisible();
  expect(writes).toEqual([
    'POST /api/phase-types',
    expect.stringMatching(/^POST \/api\/phase-types\/\d+\/sub-phase-types$/),
  ]);
});

test('relation lists speak English too', async ({ signedIn: page }) => {
  await page.goto('/#/scenarios');
  await chooseLanguage(page, 'en');
  await searchListing(page, 'Smile video', 'Search');
  await page.getByRole('cell', { name: 'Smile video', exact: true }).click();
  const list = page.getByRole('region', { name: 'Document types' });
  await expect(list.getByRole('combobox', { name: 'Role' })).toHaveText(['Document', 'Reference document']);
  await expect(list.getByRole('button', { name: 'Remove “Face, front smiling”' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});
