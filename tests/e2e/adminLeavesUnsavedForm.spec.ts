import { answerDialogs, expect, test } from './fixtures';

const UNSAVED = "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?";

test('leaving an add form with unsaved changes asks first: cancel stays, confirm leaves', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols/create');
  const label = page.getByRole('textbox', { name: /^Libellé \(français\)/ });
  await label.fill('Brouillon de protocole');

  const dialogs = answerDialogs(page, 'dismiss');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('link', { name: 'Types de documents' }).click();
  await expect.poll(() => dialogs.count).toBeGreaterThan(0);
  expect(dialogs.messages[0]).toBe(UNSAVED);
  await expect(page).toHaveURL(/#\/protocols\/create$/);
  await expect(label).toHaveValue('Brouillon de protocole');

  const asked = dialogs.count;
  dialogs.answer = 'accept';
  await menu.getByRole('link', { name: 'Types de documents' }).click();
  await expect(page).toHaveURL(/#\/documentTypes$/);
  expect(dialogs.count).toBeGreaterThan(asked);
});

test('an edit form asks too, and an untouched form leaves without asking', async ({ signedIn: page }) => {
  const dialogs = answerDialogs(page, 'dismiss');
  await page.goto('/#/documentCategories');
  await page.getByRole('cell', { name: 'Radiographies', exact: true }).click();
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  const label = page.getByRole('textbox', { name: /^Libellé \(français\)/ });
  await expect(label).toHaveValue('Radiographies');

  // Nothing changed: the menu leaves at once.
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  expect(dialogs.count).toBe(0);

  await page.goBack();
  await expect(label).toHaveValue('Radiographies');
  await label.fill('Radiographies modifiées');
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect.poll(() => dialogs.count).toBeGreaterThan(0);
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  await expect(label).toHaveValue('Radiographies modifiées');

  dialogs.answer = 'accept';
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/#\/home$/);

  // The change was not saved.
  await page.goto('/#/documentCategories');
  await expect(page.getByRole('cell', { name: 'Radiographies', exact: true })).toBeVisible();
});
