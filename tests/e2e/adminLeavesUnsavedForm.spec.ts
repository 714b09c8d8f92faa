import { audit, expectNoFindings } from './accessibility/audit';
import { expect, test } from './fixtures';
import { unsavedChangesDialog } from './unsavedChanges';

const UNSAVED = "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?";

test('leaving an add form with unsaved changes asks first: cancel stays, confirm leaves', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols/create');
  const label = page.getByRole('textbox', { name: /^Libellé \(français\)/ });
  await label.fill('Brouillon de protocole');

  const { dialog, stay, leave } = unsavedChangesDialog(page);
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  const documentTypes = menu.getByRole('link', { name: 'Types de documents' });
  await documentTypes.click();
  // The console's own dialog, not the browser's box: its question, staying focused first.
  await expect(dialog).toContainText(UNSAVED);
  await expect(stay).toBeFocused();
  expectNoFindings(await audit(page, 'fr, light, unsaved changes dialog open'));
  await stay.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/protocols\/create$/);
  await expect(label).toHaveValue('Brouillon de protocole');
  // Focus is back on the entry that asked to leave.
  await expect(documentTypes).toBeFocused();

  await documentTypes.click();
  await leave.click();
  await expect(page).toHaveURL(/#\/documentTypes$/);
  await expect(dialog).toHaveCount(0);
});

test('an edit form asks too, and an untouched form leaves without asking', async ({ signedIn: page }) => {
  await page.goto('/#/documentCategories');
  await page.getByRole('cell', { name: 'Radiographies', exact: true }).click();
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  const label = page.getByRole('textbox', { name: /^Libellé \(français\)/ });
  await expect(label).toHaveValue('Radiographies');
  const { dialog, stay, leave } = unsavedChangesDialog(page);

  // Nothing changed: the menu leaves at once.
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(dialog).toHaveCount(0);

  await page.goBack();
  await expect(label).toHaveValue('Radiographies');
  await label.fill('Radiographies modifiées');
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(dialog).toContainText(UNSAVED);
  // Escape stays, as « Rester sur la page » does.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  await expect(label).toHaveValue('Radiographies modifiées');

  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(stay).toBeVisible();
  await leave.click();
  await expect(page).toHaveURL(/#\/home$/);

  // The change was not saved.
  await page.goto('/#/documentCategories');
  await expect(page.getByRole('cell', { name: 'Radiographies', exact: true })).toBeVisible();
});

test('the question is English in an English console', async ({ signedIn: page }) => {
  await page.goto('/#/protocols/create');
  await page.getByRole('button', { name: 'English' }).click();
  const label = page.getByRole('textbox', { name: /^Label \(French\)/ });
  await label.fill('Draft protocol');
  const { dialog, question, stay, leave } = unsavedChangesDialog(page, 'en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(dialog).toContainText(question);
  await expect(stay).toBeFocused();
  await expect(leave).toBeVisible();
  await stay.click();
  await expect(label).toHaveValue('Draft protocol');
});
