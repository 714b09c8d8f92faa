import type { APIRequestContext, Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { apiToken, expect, searchListing, test, tr } from './fixtures';

/**
 * docs/bulk-and-trash.md, "Outcome": a bulk call partly refused reports its refusals in a dialog that opens alone
 * (no toast over its title), a bulk delete's undo reachable in it by keyboard and by its toast once it is closed, the
 * focus back on the toolbar's button, the undo naming how many records came back, and a refusal naming the language a
 * record lacks. In French and English.
 */

/**
 * Three document categories and one used by a document type, named after `stamp`; the returned function deletes them
 * again, so that the worker's server keeps the demo's categories for its other stories (adminReordersCatalogue).
 */
async function categories(request: APIRequestContext, baseURL: string, stamp: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, baseURL)}` };
  const created: Array<{ path: string; id: number }> = [];
  const create = async (path: string, data: Record<string, unknown>) => {
    const answer = await request.post(`${baseURL}/api/${path}`, { data, headers });
    expect(answer.status(), await answer.text()).toBe(201);
    const record = (await answer.json()) as { id: number };
    created.push({ path, id: record.id });
    return record;
  };
  for (const name of ['Alpha', 'Bravo', 'Charlie'])
    await create('document-categories', {
      keyName: `${name}-${Date.now()}`,
      label: tr(`${stamp} ${name}`, `${stamp} ${name}`),
    });
  const used = await create('document-categories', {
    keyName: `used-${Date.now()}`,
    label: tr(`${stamp} Utilisée`, `${stamp} Used`),
  });
  await create('document-types', {
    keyName: `used-child-${Date.now()}`,
    label: tr(`${stamp} enfant`, `${stamp} child`),
    categoryId: used.id,
  });
  return async () => {
    // The document type first: its category is refused while it refers to it.
    for (const { path, id } of created.reverse()) {
      const answer = await request.delete(`${baseURL}/api/${path}/${id}`, { headers });
      expect([204, 200, 404], await answer.text()).toContain(answer.status());
    }
  };
}

const bulkBar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');

async function deleteAllFound(page: Page, selectAll: string, deleteLabel: string, confirmLabel: string) {
  await page.getByRole('checkbox', { name: selectAll }).click();
  await bulkBar(page).getByRole('button', { name: deleteLabel }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirmLabel }).click();
}

test('une suppression en lot en partie refusée : le rapport d’abord, puis l’annulation, le focus revenu au bouton', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Refus ${Date.now()}`;
  const removeCategories = await categories(request, baseURL as string, stamp);
  try {
    await page.goto('/#/documentCategories');
    await searchListing(page, stamp);
    await expect(page.getByRole('row')).toHaveCount(5);
    await deleteAllFound(page, 'Tout sélectionner', 'Supprimer', 'Supprimer');

    const summary = 'Catégories de documents : 3 suppressions effectuées, 1 refusée';
    const report = page.getByRole('dialog', { name: 'Ce qui n’a pas pu être fait' });
    await expect(report).toContainText(summary);
    await expect(report).toContainText(`${stamp} Utilisée`);
    await expect(report.getByRole('button', { name: 'Annuler les 3 suppressions effectuées' })).toBeVisible();
    // No toast over the dialog's title while it is open.
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: summary })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/bulk-report-alone-fr.png' });
    await expect(report.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(report).toBeHidden();

    // The refused record stays selected, and the focus is back on the button that started the delete.
    await expect(bulkBar(page)).toContainText('1 sélectionné');
    await expect(bulkBar(page).getByRole('button', { name: 'Supprimer' })).toBeFocused();
    await expect(page.getByRole('row')).toHaveCount(2);
    const toast = page.getByRole('alert').filter({ hasText: summary });
    await expect(toast).toBeVisible();
    await page.screenshot({ path: 'test-results/bulk-undo-after-report-fr.png' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Catégories de documents : 3 restaurations réussies' }),
    ).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(5);
  } finally {
    await removeCategories();
  }
});

test('in English, a partly refused bulk delete is undone from its report by keyboard', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Refused ${Date.now()}`;
  const removeCategories = await categories(request, baseURL as string, stamp);
  try {
    await page.goto('/#/documentCategories');
    await chooseLanguage(page, 'en');
    await searchListing(page, stamp, 'Search');
    await expect(page.getByRole('row')).toHaveCount(5);
    await deleteAllFound(page, 'Select all', 'Delete', 'Delete');

    const report = page.getByRole('dialog', { name: 'What could not be done' });
    await expect(report).toContainText('Document categories: 3 deleted, 1 refused');
    await expect(report.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(report.getByRole('button', { name: 'Undo the 3 deletions done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(report).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Document categories: 3 restored' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(5);
    await expect(bulkBar(page).getByRole('button', { name: 'Delete' })).toBeFocused();
  } finally {
    await removeCategories();
  }
});

test('in English, a bulk change refused for a record lacking its English label says so', async ({ signedIn: page }) => {
  // A demo record older than the rule: its label is in French only (resources/documentTypes/seed.ts).
  await page.goto('/#/documentTypes');
  await chooseLanguage(page, 'en');
  await searchListing(page, 'Scan facial 3D', 'Search');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await bulkBar(page).getByRole('button', { name: 'Change a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change 1 record' });
  await dialog.getByRole('combobox', { name: 'Field to change' }).click();
  await page.getByRole('option', { name: 'Media type' }).click();
  await dialog.getByRole('combobox', { name: 'New value' }).click();
  await page.getByRole('option', { name: 'Video' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();

  const report = page.getByRole('dialog', { name: 'What could not be done' });
  await expect(report).toContainText('Scan facial 3D');
  await expect(report).toContainText('“Label” has no English text: fill it in on its page, then try again.');
  await page.screenshot({ path: 'test-results/bulk-change-language-missing-en.png' });
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(bulkBar(page).getByRole('button', { name: 'Change a field' })).toBeFocused();
});
