import { expect, test } from './fixtures';
import {
  createThroughApi,
  credentialMails,
  deleteRow,
  expectRequiredMessages,
  openRecord,
  refreshCredentials,
  rowWith,
  uniqueEmail,
} from './organisationSteps';

test('the listing shows each account state and the practices of each diagnostician', async ({ signedIn: page }) => {
  await page.goto('/#/userThirdParties');
  await expect(rowWith(page, 'hannah.wright@example.org')).toContainText('En attente d’activation');
  const sophie = rowWith(page, 'sophie.lefevre@example.fr');
  await expect(sophie).toContainText('Compte activé');
  await expect(sophie).toContainText("Cabinet d'orthodontie du Parc");
  await expect(sophie).toContainText('10101234567');
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
  await page.getByLabel('Numéro RPPS *', { exact: true }).fill('10104567890');
  await page.getByLabel('E-mail *', { exact: true }).fill(email);
  await page.getByLabel('Prénom *', { exact: true }).fill('Léa');
  await page.getByLabel('Nom *', { exact: true }).fill('Perrin');
  await page.getByRole('combobox', { name: 'Cabinets' }).fill('Chartrons');
  await page.getByRole('option', { name: 'Orthodontie des Chartrons' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Diagnostiqueur : création réussie')).toBeVisible();
  const row = rowWith(page, email);
  await expect(row).toContainText('Orthodontie des Chartrons');
  await expect(row).toContainText('En attente d’activation');
  await expect.poll(() => credentialMails(server, email)).toBe(1);
});

test('an activated diagnostician is edited, and the change is still there after reloading', async ({
  signedIn: page,
}) => {
  const lastName = `Dubois-${String(Date.now()).slice(-5)}`;
  await openRecord(page, 'userThirdParties', 'marc.dubois@example.fr');
  await expect(page.locator('form').getByText('Compte activé')).toBeVisible();
  await page.getByLabel('Nom *', { exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Diagnostiqueur : modifications enregistrées')).toBeVisible();
  await expect(rowWith(page, 'marc.dubois@example.fr')).toContainText(lastName);

  await page.reload();
  await openRecord(page, 'userThirdParties', 'marc.dubois@example.fr');
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
  await createThroughApi(request, 'user-third-parties', {
    rpps: '10100000001',
    email,
    firstName: 'Noé',
    lastName: 'Brun',
  });
  await page.goto('/#/userThirdParties');
  await deleteRow(page, email);
  await expect(rowWith(page, email)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'sophie.lefevre@example.fr', exact: true })).toBeVisible();
  await expect(rowWith(page, email)).toHaveCount(0);
});

test('a diagnostician with an e-mail already in use is refused with its toast', async ({ signedIn: page }) => {
  await page.goto('/#/userThirdParties/create');
  await page.getByLabel('Numéro RPPS *', { exact: true }).fill('10109999999');
  await page.getByLabel('E-mail *', { exact: true }).fill('amelie.nguyen@example.fr');
  await page.getByLabel('Prénom *', { exact: true }).fill('Amélie');
  await page.getByLabel('Nom *', { exact: true }).fill('Double');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Cette adresse e-mail existe déjà')).toBeVisible();
  await expect(page).toHaveURL(/#\/userThirdParties\/create$/);
});
