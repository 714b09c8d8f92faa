import { fakeAddressService } from './fakeAddressService';
import { expect, extraServerPort, openWithClock, pauseClock, startServer, test } from './fixtures';
import {
  credentialMails,
  expectAccountStatusFilter,
  expectDeletedFromListing,
  expectDuplicateEmailRefused,
  expectNewRecordOpened,
  expectPracticeDeleteRefused,
  expectRequiredMessages,
  fillFields,
  openRecord,
  pageTitle,
  refreshCredentials,
  rowWith,
  signInAt,
  uniqueEmail,
} from './organisationSteps';

/** The add page's required fields, by label. */
const practiceFields = (name: string, email: string, firstName: string, lastName: string) => ({
  'Nom du cabinet *': name,
  'E-mail du titulaire *': email,
  'Prénom du titulaire *': firstName,
  'Nom du titulaire *': lastName,
});

test('the listing shows each account state and searches practices', { tag: '@smoke' }, async ({ signedIn: page }) => {
  await page.goto('/#/companies');
  await expect(rowWith(page, 'Harley Smile Orthodontics')).toContainText('En attente d’activation');
  await expect(rowWith(page, "Cabinet d'orthodontie du Parc")).toContainText('Compte activé');
  await page.getByPlaceholder('Rechercher').fill('vauban');
  await expect(page.getByRole('cell', { name: 'Cabinet Vauban Orthodontie', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Harley Smile Orthodontics', exact: true })).toHaveCount(0);
});

test('the listing filters practices on their account being activated', async ({ signedIn: page }) => {
  await expectAccountStatusFilter(page, 'companies', {
    activated: 'Cabinet Vauban Orthodontie',
    notActivated: 'Harley Smile Orthodontics',
  });
});

test('the listing sorts practices by main user e-mail and by account status', async ({ signedIn: page }) => {
  await page.goto('/#/companies');
  const firstRow = page.getByRole('row').nth(1);
  await page.getByRole('button', { name: 'E-mail du titulaire' }).click();
  await expect(firstRow).toContainText('amelie.nguyen@example.org');
  await page.getByRole('button', { name: 'État du compte' }).click();
  await expect(firstRow).toContainText('En attente d’activation');
  await page.getByRole('button', { name: 'État du compte' }).click();
  await expect(firstRow).toContainText('Compte activé');
});

test('a practice cannot be added without its required fields', async ({ signedIn: page }) => {
  await expectRequiredMessages(page, 'companies', 4);
});

test('an administrator adds a practice: toast, new row, credentials e-mailed', async ({ signedIn: page, server }) => {
  const email = uniqueEmail('nouveau.cabinet');
  const name = `Cabinet des Tilleuls ${Date.now()}`;
  await page.goto('/#/companies/create');
  await expect(pageTitle(page)).toHaveText('Nouveau : Cabinet');
  await fillFields(page, practiceFields(name, email, 'Inès', 'Morel'));
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Cabinet : création réussie')).toBeVisible();
  await expectNewRecordOpened(page, 'companies', name);
  await expect(rowWith(page, name)).toContainText('En attente d’activation');
  await expect.poll(() => credentialMails(server, email)).toBe(1);
});

test('an activated practice is edited, and the change is still there after reloading', async ({ signedIn: page }) => {
  const phone = `+33 3 20 ${String(Date.now()).slice(-6)}`;
  await openRecord(page, 'companies', 'Cabinet Vauban Orthodontie');
  await expect(pageTitle(page)).toHaveText('Cabinet Vauban Orthodontie');
  await expect(page.locator('form').getByText('Compte activé')).toBeVisible();
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Cabinet : modifications enregistrées')).toBeVisible();
  await expect(page).toHaveURL(/#\/companies$/);

  await page.reload();
  await openRecord(page, 'companies', 'Cabinet Vauban Orthodontie');
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue(phone);
  const linked = page.getByRole('region', { name: 'Utilisateurs liés' });
  await expect(linked).toContainText('thomas.lefebvre@example.org · Praticien');
  await expect(linked).toContainText('Sandrine Roux');
});

test('a practice whose account is not activated is read-only, credentials can be sent again', async ({
  signedIn: page,
  server,
}) => {
  await openRecord(page, 'companies', 'Harley Smile Orthodontics');
  await expect(page.locator('form').getByText('En attente d’activation')).toBeVisible();
  await expect(page.getByText('Compte pas encore activé')).toBeVisible();
  await expect(page.getByLabel('Nom du cabinet *', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);

  await refreshCredentials(page, server, 'emily.carter@example.org');
});

test('credentials of an activated practice are sent again after confirmation', async ({ signedIn: page, server }) => {
  await openRecord(page, 'companies', 'Centre du Sourire Montparnasse');
  await refreshCredentials(page, server, 'amelie.nguyen@example.org');
});

test('a practice is deleted from the listing', async ({ signedIn: page, request }) => {
  const name = `Cabinet éphémère ${Date.now()}`;
  await expectDeletedFromListing(page, request, {
    resource: 'companies',
    api: 'companies',
    data: { name, mainUserEmail: uniqueEmail('ephemere'), mainUserFirstName: 'Paul', mainUserLastName: 'Roy' },
    rowText: name,
    kept: 'Cabinet Vauban Orthodontie',
  });
});

test('a practice a diagnostician works for cannot be deleted', async ({ signedIn: page }) => {
  await expectPracticeDeleteRefused(page, "Cabinet d'orthodontie du Parc");
});

test('a practice with an e-mail already in use is refused with its toast', async ({ signedIn: page }) => {
  await expectDuplicateEmailRefused(
    page,
    'companies',
    practiceFields('Cabinet en double', 'sophie.lefevre@example.org', 'Sophie', 'Double'),
  );
});

test.describe('with an address service configured', () => {
  let addresses: Awaited<ReturnType<typeof fakeAddressService>>;
  let dedicated: Awaited<ReturnType<typeof startServer>>;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright hooks take a destructured first argument.
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000);
    addresses = await fakeAddressService();
    const port = extraServerPort(testInfo.parallelIndex);
    dedicated = await startServer(port, { ADDRESS_SEARCH_URL: `${addresses.url}/search/` });
  });
  test.afterAll(async () => {
    await dedicated?.stop();
    addresses?.server.close();
  });

  test('the address typed is completed from the suggestions of the configured service', async ({ page }) => {
    const name = `Cabinet de la Gaîté ${Date.now()}`;
    await signInAt(page, dedicated.url);
    await openWithClock(page, `${dedicated.url}/#/companies/create`);
    await expect(page.getByRole('combobox', { name: 'Adresse' })).toBeVisible();
    // Typed with the page's clock held still, as fast as anyone types: the search waits for the last key.
    await pauseClock(page);
    await page.getByRole('combobox', { name: 'Adresse' }).pressSequentially('8 rue du d');
    await page.clock.resume();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(10);
    await options.filter({ hasText: '8 Rue du Départ 75015 Paris' }).click();

    await expect(page.getByRole('combobox', { name: 'Adresse' })).toHaveValue('8 Rue du Départ');
    await expect(page.getByLabel('Code postal', { exact: true })).toHaveValue('75015');
    await expect(page.getByLabel('Ville', { exact: true })).toHaveValue('Paris');
    await expect(page.getByLabel('Pays', { exact: true })).toHaveValue('France');
    const query = addresses.queries.at(-1);
    expect(query?.get('q')).toBe('8 rue du d');
    expect([query?.get('type'), query?.get('limit'), query?.get('autocomplete')]).toEqual(['housenumber', '10', '1']);
    expect(addresses.queries).toHaveLength(1);

    await fillFields(page, practiceFields(name, uniqueEmail('gaite'), 'Lou', 'Garnier'));
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Cabinet : création réussie')).toBeVisible();
    await expectNewRecordOpened(page, 'companies', name);
    await expect(rowWith(page, name)).toContainText('Paris');
  });
});
