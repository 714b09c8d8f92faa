import type { APIRequestContext, Page } from '@playwright/test';
import { audit, expectNoFindings } from './accessibility/audit';
import { chooseLanguage } from './consoleMessages';
import { apiToken, expect, searchListing, test, tr } from './fixtures';

/**
 * docs/bulk-and-trash.md: a listing's selection (mouse and keyboard, every page), bulk delete with its refusals named,
 * the undo of a delete, the trash and its restore, and a refused delete linking to its dependents; in French and
 * English. Every story makes its own records through the API, named with a stamp it searches for.
 */

/** The API as the story's own client: creates records, answers them. */
async function api(request: APIRequestContext, baseURL: string) {
  const token = await apiToken(request, baseURL);
  const headers = { authorization: `Bearer ${token}` };
  return {
    create: async (path: string, data: Record<string, unknown>) => {
      const answer = await request.post(`${baseURL}/api/${path}`, { data, headers });
      expect(answer.status(), await answer.text()).toBe(201);
      return (await answer.json()) as { id: number } & Record<string, unknown>;
    },
    batch: async (path: string, items: Record<string, unknown>[]) => {
      const answer = await request.post(`${baseURL}/api/${path}/batch`, { data: { items }, headers });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { ids: number[] }).ids;
    },
    remove: async (path: string, id: number) => {
      expect((await request.delete(`${baseURL}/api/${path}/${id}`, { headers })).status()).toBe(204);
    },
    get: async (path: string) => (await request.get(`${baseURL}/api/${path}`, { headers })).json(),
  };
}

const bulkBar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an administrator selects rows by mouse and keyboard, deletes them, and undoes the delete', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Lot ${Date.now()}`;
  const client = await api(request, baseURL as string);
  for (const [i, name] of ['Alpha', 'Bravo', 'Charlie'].entries())
    await client.create('document-categories', {
      keyName: `lot-${Date.now()}-${i}`,
      label: tr(`${stamp} ${name}`, name),
    });
  await page.goto('/#/documentCategories');
  await searchListing(page, stamp);
  await expect(page.getByRole('row')).toHaveCount(4);

  await rowOf(page, `${stamp} Alpha`).getByRole('checkbox', { name: 'Sélectionner cette ligne' }).click();
  // The keyboard: the next row's box takes the focus with Tab and is ticked with Space.
  const bravo = rowOf(page, `${stamp} Bravo`).getByRole('checkbox', { name: 'Sélectionner cette ligne' });
  await bravo.focus();
  await page.keyboard.press('Space');
  await expect(bravo).toBeChecked();
  await expect(bulkBar(page)).toContainText('2 sélectionnés');
  await page.screenshot({ path: 'test-results/bulk-selection-fr.png' });

  await bulkBar(page).getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la sélection ?' });
  await expect(confirm).toContainText('2 éléments de « Catégories de documents » vont être supprimés.');
  expectNoFindings(await audit(page, 'fr, light, bulk delete confirmation open'));
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Catégories de documents : 2 suppressions effectuées' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/bulk-deleted-undo-fr.png' });

  await toast.getByRole('button', { name: 'Annuler' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Catégories de documents : 2 restaurations réussies' }),
  ).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(rowOf(page, `${stamp} Alpha`)).toBeVisible();
});

test('a delete refused for its dependents lists them as links; one opens its record', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Dep ${Date.now()}`;
  const client = await api(request, baseURL as string);
  const category = await client.create('document-categories', {
    keyName: `dep-${Date.now()}`,
    label: tr(stamp, stamp),
  });
  const child = await client.create('document-types', {
    keyName: `dep-child-${Date.now()}`,
    label: tr(`${stamp} enfant`, `${stamp} child`),
    categoryId: category.id,
  });
  await page.goto('/#/documentCategories');
  await chooseLanguage(page, 'en');
  await searchListing(page, stamp, 'Search');
  await rowOf(page, stamp).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

  const refusal = page.getByRole('dialog', { name: 'Error on deletion' });
  await expect(refusal).toContainText('Deletion impossible: at least one associated element exists.');
  await expect(refusal).toContainText(`Records that refer to “${stamp}”: change or delete them first.`);
  const link = refusal.getByRole('link', { name: `${stamp} child` });
  await expect(link).toBeVisible();
  await expect(refusal).toContainText('Document type');
  await page.screenshot({ path: 'test-results/bulk-dependents-en.png' });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#/documentTypes/${child.id}$`));
  await expect(page.getByRole('textbox', { name: 'Label (English) *' })).toHaveValue(`${stamp} child`);
});

test('la corbeille liste les éléments supprimés et les restaure ; une clé reprise entre-temps est refusée par son nom', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Corb ${Date.now()}`;
  const client = await api(request, baseURL as string);
  const kept = await client.create('document-categories', {
    keyName: `corb-a-${Date.now()}`,
    label: tr(`${stamp} A`, 'A'),
  });
  const taken = await client.create('document-categories', {
    keyName: `corb-b-${Date.now()}`,
    label: tr(`${stamp} B`, 'B'),
  });
  await client.remove('document-categories', kept.id);
  await client.remove('document-categories', taken.id);
  await client.create('document-categories', {
    keyName: String(taken.keyName),
    label: tr(`${stamp} nouvelle B`, 'new B'),
  });

  await page.goto('/#/documentCategories');
  await searchListing(page, stamp);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Exporter' })).toBeVisible();
  await page.getByRole('switch', { name: 'Corbeille' }).click();
  await expect(page).toHaveURL(/trash/);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('columnheader', { name: 'Supprimé le' })).toBeVisible();
  // Deleted records are there to be restored: no export or import of them.
  await expect(page.getByRole('button', { name: 'Exporter' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).click();
  await expect(bulkBar(page)).toContainText('2 sélectionnés');
  await page.screenshot({ path: 'test-results/bulk-trash-fr.png' });
  await bulkBar(page).getByRole('button', { name: 'Restaurer' }).click();

  // The summary heads the report, which opens alone: a toast would lie over its title (adminReadsBulkRefusals.spec.ts).
  const summary = 'Catégories de documents : 1 restauration effectuée, 1 refusée';
  const report = page.getByRole('dialog', { name: 'Ce qui n’a pas pu être fait' });
  await expect(report).toContainText(summary);
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: summary })).toHaveCount(0);
  await expect(report).toContainText(`${stamp} B`);
  await expect(report).toContainText('Cette clé existe déjà');
  expectNoFindings(await audit(page, 'fr, light, bulk report open'));
  await page.screenshot({ path: 'test-results/bulk-restore-refused-fr.png' });
  await report.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  // The refused record stays selected, the focus back on « Restaurer »; the selection is let go to leave the trash.
  await expect(bulkBar(page)).toContainText('1 sélectionné');
  await expect(bulkBar(page).getByRole('button', { name: 'Restaurer' })).toBeFocused();
  await bulkBar(page).getByRole('button', { name: 'Désélectionner' }).click();

  await page.getByRole('switch', { name: 'Corbeille' }).click();
  await expect(rowOf(page, `${stamp} A`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('in English, an administrator selects every matching record across pages and changes their media type', async ({
  signedIn: page,
  request,
  baseURL,
}) => {
  const stamp = `Many ${Date.now()}`;
  const client = await api(request, baseURL as string);
  const category = await client.create('document-categories', {
    keyName: `many-${Date.now()}`,
    label: tr(stamp, stamp),
  });
  const ids = await client.batch(
    'document-types',
    Array.from({ length: 120 }, (_, i) => ({
      keyName: `many-${Date.now()}-${i}`,
      label: tr(`${stamp} ${String(i).padStart(3, '0')}`, `${stamp} ${String(i).padStart(3, '0')}`),
      categoryId: category.id,
    })),
  );
  await page.goto('/#/documentTypes');
  await chooseLanguage(page, 'en');
  await searchListing(page, stamp, 'Search');
  await page.getByRole('checkbox', { name: 'Select all' }).click();
  await expect(bulkBar(page)).toContainText('100 items selected');
  await bulkBar(page).getByRole('button', { name: 'Select all 120 matching records' }).click();
  await expect(bulkBar(page)).toContainText('120 items selected');
  await expect(bulkBar(page)).toContainText('All matching records are selected');

  await bulkBar(page).getByRole('button', { name: 'Change a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change 120 records' });
  await dialog.getByRole('combobox', { name: 'Field to change' }).click();
  await page.getByRole('option', { name: 'Media type' }).click();
  await dialog.getByRole('combobox', { name: 'New value' }).click();
  await page.getByRole('option', { name: 'Video' }).click();
  await page.screenshot({ path: 'test-results/bulk-change-en.png' });
  expectNoFindings(await audit(page, 'en, light, bulk change dialog open'));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Document types: 120 updated' })).toBeVisible();
  const stored = (await client.get(`document-types?categoryId=${category.id}&itemsPerPage=1000`)) as Array<{
    id: number;
    mediaType: string;
  }>;
  expect(stored.map((type) => type.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(stored.map((type) => type.mediaType))).toEqual(new Set(['video']));
});
