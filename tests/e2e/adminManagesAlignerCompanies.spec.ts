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

/** The smallest valid PNG (1 × 1 pixel). */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an aligner company cannot be added without its required fields', async ({ signedIn: page }) => {
  await expectRequiredMessages(page, 'alignerCompanies', 4);
});

test('an administrator adds an aligner company with its logo and partner practices', async ({
  signedIn: page,
  server,
}) => {
  const email = uniqueEmail('contact.aligneur');
  const name = `Aligneurs du Rhône ${Date.now()}`;
  await page.goto('/#/alignerCompanies/create');
  await page.getByLabel('Raison sociale *', { exact: true }).fill(name);
  await page.getByLabel('E-mail du contact principal *', { exact: true }).fill(email);
  await page.getByLabel('Prénom du contact principal *', { exact: true }).fill('Nadia');
  await page.getByLabel('Nom du contact principal *', { exact: true }).fill('Benali');
  await page.getByLabel('Choisir une image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle image' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cabinets partenaires' }).fill('Vauban');
  await page.getByRole('option', { name: 'Cabinet Vauban Orthodontie' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText("Fabricant d'aligneurs : création réussie")).toBeVisible();
  const row = rowWith(page, name);
  await expect(row).toContainText('Cabinet Vauban Orthodontie');
  await expect(row).toContainText('En attente d’activation');
  await expect.poll(() => credentialMails(server, email)).toBe(1);

  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', /\/api\/files\//);
  const linked = page.getByRole('region', { name: 'Utilisateurs liés' });
  await expect(linked).toContainText(`${email} · Fabricant d’aligneurs`);
  await expect(linked).toContainText('thomas.lefebvre@example.fr · Praticien');
});

test('an activated aligner company is edited, and the change is still there after reloading', async ({
  signedIn: page,
}) => {
  const phone = `+33 2 40 ${String(Date.now()).slice(-6)}`;
  await openRecord(page, 'alignerCompanies', 'Alignéo Laboratoire');
  await expect(page.locator('form').getByText('Compte activé')).toBeVisible();
  await page.getByLabel('Téléphone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Fabricant d'aligneurs : modifications enregistrées")).toBeVisible();

  await page.reload();
  await openRecord(page, 'alignerCompanies', 'Alignéo Laboratoire');
  await expect(page.getByLabel('Téléphone', { exact: true })).toHaveValue(phone);
});

test('an aligner company not activated yet stays editable, and its credentials can be sent again', async ({
  signedIn: page,
  server,
}) => {
  await page.goto('/#/alignerCompanies');
  await expect(rowWith(page, 'ClearPath Aligners')).toContainText('En attente d’activation');
  await openRecord(page, 'alignerCompanies', 'ClearPath Aligners');
  await expect(page.locator('form').getByText('En attente d’activation')).toBeVisible();
  await expect(page.getByText('Compte pas encore activé')).toHaveCount(0);
  await expect(page.getByLabel('Raison sociale *', { exact: true })).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();

  await refreshCredentials(page, server, 'oliver.hughes@example.org');
});

test('an aligner company is deleted from the listing', async ({ signedIn: page, request }) => {
  const name = `Aligneurs éphémères ${Date.now()}`;
  await createThroughApi(request, 'company-aligners', {
    name,
    mainUserEmail: uniqueEmail('aligneur.ephemere'),
    mainUserFirstName: 'Jo',
    mainUserLastName: 'Petit',
  });
  await page.goto('/#/alignerCompanies');
  await deleteRow(page, name);
  await expect(rowWith(page, name)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Alignéo Laboratoire', exact: true })).toBeVisible();
  await expect(rowWith(page, name)).toHaveCount(0);
});

test('a practice an aligner company works with cannot be deleted', async ({ signedIn: page }) => {
  await page.goto('/#/companies');
  await deleteRow(page, 'Cabinet Vauban Orthodontie');
  await expect(page.getByText('Suppression impossible : au moins un élément associé existe.')).toBeVisible();
  await expect(rowWith(page, 'Cabinet Vauban Orthodontie')).toHaveCount(1);
});

test('an aligner company with an e-mail already in use is refused with its toast', async ({ signedIn: page }) => {
  await page.goto('/#/alignerCompanies/create');
  await page.getByLabel('Raison sociale *', { exact: true }).fill('Aligneurs en double');
  await page.getByLabel('E-mail du contact principal *', { exact: true }).fill('claire.martin@example.fr');
  await page.getByLabel('Prénom du contact principal *', { exact: true }).fill('Claire');
  await page.getByLabel('Nom du contact principal *', { exact: true }).fill('Double');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Cette adresse e-mail existe déjà')).toBeVisible();
  await expect(page).toHaveURL(/#\/alignerCompanies\/create$/);
});
