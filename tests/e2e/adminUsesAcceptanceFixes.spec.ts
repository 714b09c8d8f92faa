import { TAB_SETTINGS } from './chromium';
import {
  ADMIN_PASSWORD,
  createAdministrator,
  expect,
  openWithClock,
  pauseClock,
  readAndCloseToast,
  recordApiWrites,
  signIn,
  test,
} from './fixtures';

test('select options have a menu entry, a listing, an add page that opens the new option, and a modify page', async ({
  signedIn: page,
}) => {
  await page.goto('/#/home');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Options de liste' })
    .click();
  await expect(page).toHaveURL(/#\/selectOptions$/);
  await expect(page.getByRole('columnheader', { name: 'Libellé', exact: true })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(1);

  const stamp = Date.now();
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill(`Option ${stamp}`);
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill(`Option ${stamp} en`);
  await page.getByRole('textbox', { name: 'Valeur *' }).fill(`value-${stamp}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Closed once read: the change's toast then shows at once.
  await readAndCloseToast(page, 'Option de liste : création réussie');
  // The new option opens on its own page, however long the listing.
  await expect(page).toHaveURL(/#\/selectOptions\/\d+$/);
  await expect(page.locator('#react-admin-title')).toHaveText(`Option ${stamp}`);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('#react-admin-title')).toHaveText(`Option ${stamp} en`);
  await page.getByRole('textbox', { name: 'Value *' }).fill(`value-${stamp}-2`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select option' })).toBeVisible();
  await expect(page).toHaveURL(/#\/selectOptions$/);
  await page.getByRole('button', { name: 'Français' }).click();
});

for (const path of [
  '/#/notificationTemplates',
  '/#/fields',
  '/#/actTypeSettings',
  '/#/applianceTypeSettings',
  '/#/pedagogicalSheetSections',
  '/#/pedagogicalSheetKeyWords',
  '/#/pedagogicalSheetLinks',
  '/#/pedagogicalSheetImages',
  '/#/Protocols',
  '/#/PROTOCOLS/1',
]) {
  test(`${path}, a catalogue without a screen of its own or a wrong case, signs out`, async ({ signedIn: page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/#\/login$/);
  });
}

test('invalid submits show one toast at a time, and it goes when the page changes', async ({ signedIn: page }) => {
  await openWithClock(page, '/#/protocols/create');
  const invalid = page.getByRole('alert').filter({ hasText: "Le formulaire n'est pas valide." });
  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(invalid).toHaveCount(1);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Attributs' })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/attributes$/);
  await expect(invalid).toHaveCount(0);
  // No invalid-form toast queued behind the first one shows on the next page either: the page's clock runs past
  // the time a toast stays (3.5 s), a step at a time so that what its timers change is drawn.
  await pauseClock(page);
  for (let step = 0; step < 10; step += 1) await page.clock.runFor(500);
  await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  await expect(invalid).toHaveCount(0);
});

test('switching language on the sign-in page keeps the login and password typed', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('Identifiant').fill('someone@example.com');
  await page
    .getByLabel(/^Mot de passe/)
    .first()
    .fill('Typed-Passw0rd!');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Login')).toHaveValue('someone@example.com');
  await expect(page.getByLabel(/^Password/).first()).toHaveValue('Typed-Passw0rd!');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByLabel('Identifiant')).toHaveValue('someone@example.com');
  await expect(page.getByLabel(/^Mot de passe/).first()).toHaveValue('Typed-Passw0rd!');
});

test('the language chosen is saved for the administrator and opens the next sign-in of a new tab', async ({
  page,
  browser,
  server,
}) => {
  const email = `langue.${Date.now()}@example.com`;
  await createAdministrator(server, email, ADMIN_PASSWORD);
  await signIn(page, email, ADMIN_PASSWORD);
  const writes = recordApiWrites(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect.poll(() => writes).toContainEqual(expect.stringMatching(/^POST \/api\/users\/\d+\/settings$/));

  const context = await browser.newContext({ ...TAB_SETTINGS, baseURL: server.url });
  try {
    const other = await context.newPage();
    await other.goto('/#/login');
    await other.getByLabel('Identifiant').fill(email);
    await other
      .getByLabel(/^Mot de passe/)
      .first()
      .fill(ADMIN_PASSWORD);
    await other.getByRole('button', { name: 'Se connecter' }).click();
    await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('sheet listings use the sheet calls of the spec; an unknown record says so, a record of another section opens there', async ({
  signedIn: page,
}) => {
  const listCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/pedagogical-sheets/minidiag',
  );
  await page.goto('/#/pedagogicalSheetsMinidiag');
  await listCall;
  const appliances = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/pedagogical-sheets/appliance-types',
  );
  await page.goto('/#/pedagogicalSheetsApplianceType');
  await appliances;

  // An id no record has (issue 52): said in the page, with the way back to the listing; no generic error.
  await page.goto('/#/protocols/99999');
  await expect(page.getByText("Aucun élément de « Protocoles » n'a le numéro 99999")).toBeVisible();
  await expect(page.getByText('Une erreur est survenue, veuillez réessayer plus tard')).toHaveCount(0);
  await page.getByRole('link', { name: 'Retour à la liste « Protocoles »' }).click();
  await expect(page).toHaveURL(/#\/protocols$/);

  // An anamnesis category's id typed under the clinical section opens under the anamnesis section.
  await page.goto('/#/examAnamnesisCategories');
  const first = page.getByRole('main').getByRole('row').nth(1).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/#\/examAnamnesisCategories\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/#/examClinicalCategories/${id}`);
  await expect(page).toHaveURL(new RegExp(`#/examAnamnesisCategories/${id}$`));
  await expect(page.locator('#react-admin-title')).toHaveText(name);
});

test('forms read clearly: readable titles, no blank choice where a default applies, the current parent offered', async ({
  signedIn: page,
}) => {
  await page.goto('/#/notificationTypes');
  await page.getByRole('cell', { name: 'account_created', exact: true }).click();
  await expect(page.locator('#react-admin-title')).not.toContainText('account_created');
  await expect(page.locator('#react-admin-title')).toContainText(/\w{4,} \w{4,}/);

  await page.goto('/#/alertTypes');
  await page.getByRole('cell', { name: 'missing_documents', exact: true }).click();
  await expect(page.locator('#react-admin-title')).toHaveText('Documents manquants pour {{patientName}}');
  await page.getByRole('combobox', { name: /^Niveau|^Type/ }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).not.toHaveText('');
  await expect(options).toHaveCount(3);
  await page.keyboard.press('Escape');

  await page.goto('/#/attributeSubCategories');
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  const parent = page.getByRole('combobox', { name: 'Catégorie parente *' });
  const current = await parent.inputValue();
  expect(current).not.toBe('');
  await parent.click();
  await expect(page.getByRole('listbox').getByRole('option', { name: current, exact: true })).toBeVisible();
});

test('a listing that cannot be read says so, not « Aucun résultat »', async ({ signedIn: page }) => {
  await page.route(/\/api\/protocols\?/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error_code":1000,"error_status":500}' }),
  );
  await page.goto('/#/protocols');
  await expect(page.locator('main').getByText('Une erreur est survenue, veuillez réessayer plus tard')).toBeVisible();
  await expect(page.getByText('Aucun résultat')).toHaveCount(0);
});

test('« Champ obligatoire » shows under the French box as soon as French is missing; teeth drop-downs fit', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols/create');
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill('English only');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveAccessibleDescription(
    'Champ obligatoire',
  );

  await page.goto('/#/attributes/create');
  await page.getByRole('combobox', { name: /^Type/ }).first().click();
  await page.getByRole('option', { name: 'Sélection de dents' }).click();
  const teethShown = page.getByRole('combobox', { name: 'Dents affichées' });
  await teethShown.click();
  await page.getByRole('option', { name: 'Dents définitives seulement' }).click();
  await expect(teethShown).toHaveText('Dents définitives seulement');
  const fits = await teethShown.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  await page.screenshot({ path: test.info().outputPath('teeth-select.png') });
});
