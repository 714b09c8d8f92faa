import { expect, test } from './fixtures';
import {
  credentialMails,
  expectAccountStatusFilter,
  expectDeletedFromListing,
  expectDuplicateEmailRefused,
  expectNewRecordOpened,
  expectRequiredMessages,
  fillFields,
  openRecord,
  pageTitle,
  refreshCredentials,
  rowWith,
  uniqueEmail,
} from './organisationSteps';

/** The add page's required fields, by label. */
const diagnosticianFields = (rpps: string, email: string, firstName: string, lastName: string) => ({
  'Numéro RPPS *': rpps,
  'E-mail *': email,
  'Prénom *': firstName,
  'Nom *': lastName,
});

test('the listing shows each account state and the practices of each diagnostician', async ({ signedIn: page }) => {
  await page.goto('/#/userThirdParties');
  await expect(rowWith(page, 'hannah.wright@example.org')).toContainText('En attente d’activation');
  const sophie = rowWith(page, 'sophie.lefevre@example.org');
  await expect(sophie).toContainText('Compte activé');
  await expect(sophie).toContainText("Cabinet d'orthodontie du Parc");
  await expect(sophie).toContainText('10101234567');
});

test('the listing filters diagnosticians on their account being activated', async ({ signedIn: page }) => {
  await expectAccountStatusFilter(page, 'userThirdParties', {
    activated: 'sophie.lefevre@example.org',
    notActivated: 'hannah.wright@example.org',
  });
});

test('a diagnostician needs the required fields and an 11-digit RPPS number', async ({ signedIn: page }) => {
  await expectRequiredMessages(page, 'userThirdParties', 4);
  await page.getByLabel('Numéro RPPS *', { exact: true }).fill('1010123');
  await expect(page.getByText('Le numéro RPPS doit compter exactement 11 chiffres')).toBeVisible();
  await expect(page.getByText('Champ obligatoire')).toHaveCount(3);
});

test('an administrator adds a diagnostician: toast, new row, credentials e-mailed', async ({
  signedIn: page,
  server,
}) => {
  const email = uniqueEmail('diagnostiqueur');
  await page.goto('/#/userThirdParties/create');
  await expect(pageTitle(page)).toHaveText('Nouveau : Diagnostiqueur');
  await fillFields(page, diagnosticianFields('10104567890', email, 'Léa', 'Perrin'));
  await page.getByRole('combobox', { name: 'Cabinets' }).fill('Chartrons');
  await page.getByRole('option', { name: 'Orthodontie des Chartrons' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Diagnostiqueur : création réussie')).toBeVisible();
  await expectNewRecordOpened(page, 'userThirdParties', email);
  const row = rowWith(page, email);
  await expect(row).toContainText('Orthodontie des Chartrons');
  await expect(row).toContainText('En attente d’activation');
  await expect.poll(() => credentialMails(server, email)).toBe(1);
});

test('an activated diagnostician is edited, and the change is still there after reloading', async ({
  signedIn: page,
}) => {
  const lastName = `Dubois-${String(Date.now()).slice(-5)}`;
  await openRecord(page, 'userThirdParties', 'marc.dubois@example.org');
  await expect(pageTitle(page)).toHaveText('marc.dubois@example.org');
  await expect(page.locator('form').getByText('Compte activé')).toBeVisible();
  await page.getByLabel('Nom *', { exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Diagnostiqueur : modifications enregistrées')).toBeVisible();
  await expect(rowWith(page, 'marc.dubois@example.org')).toContainText(lastName);

  await page.reload();
  await openRecord(page, 'userThirdParties', 'marc.dubois@example.org');
  await expect(page.getByLabel('Nom *', { exact: true })).toHaveValue(lastName);
});

test('a diagnostician not activated yet stays editable, and credentials can be sent again', async ({
  signedIn: page,
  server,
}) => {
  await openRecord(page, 'userThirdParties', 'hannah.wright@example.org');
  await expect(page.locator('form').getByText('En attente d’activation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await refreshCredentials(page, server, 'hannah.wright@example.org');
});

test('a diagnostician is deleted from the listing', async ({ signedIn: page, request }) => {
  const email = uniqueEmail('diagnostiqueur.ephemere');
  await expectDeletedFromListing(page, request, {
    resource: 'userThirdParties',
    api: 'user-third-parties',
    data: { rpps: '10100000001', email, firstName: 'Noé', lastName: 'Brun' },
    rowText: email,
    kept: 'sophie.lefevre@example.org',
  });
});

test('a diagnostician with an e-mail already in use is refused with its toast', async ({ signedIn: page }) => {
  await expectDuplicateEmailRefused(
    page,
    'userThirdParties',
    diagnosticianFields('10109999999', 'amelie.nguyen@example.org', 'Amélie', 'Double'),
  );
});
