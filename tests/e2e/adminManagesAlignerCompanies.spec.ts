import { expect, test } from './fixtures';
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
  uniqueEmail,
} from './organisationSteps';

/** The smallest valid PNG (1 × 1 pixel). */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The add page's required fields, by label. */
const alignerFields = (name: string, email: string, firstName: string, lastName: string) => ({
  'Raison sociale *': name,
  'E-mail du contact principal *': email,
  'Prénom du contact principal *': firstName,
  'Nom du contact principal *': lastName,
});

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
  await expect(pageTitle(page)).toHaveText("Nouveau : Fabricant d'aligneurs");
  await fillFields(page, alignerFields(name, email, 'Nadia', 'Benali'));
  await page.getByLabel('Choisir une image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle image' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Cabinets partenaires' }).fill('Vauban');
  await page.getByRole('option', { name: 'Cabinet Vauban Orthodontie' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText("Fabricant d'aligneurs : création réussie")).toBeVisible();
  await expectNewRecordOpened(page, 'alignerCompanies', name);
  const row = rowWith(page, name);
  await expect(row).toContainText('Cabinet Vauban Orthodontie');
  await expect(row).toContainText('En attente d’activation');
  await expect.poll(() => credentialMails(server, email)).toBe(1);

  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('img', { name: 'Image actuelle' })).toHaveAttribute('src', /\/api\/files\//);
  const linked = page.getByRole('region', { name: 'Utilisateurs liés' });
  await expect(linked).toContainText(`${email} · Fabricant d’aligneurs`);
  await expect(linked).toContainText('thomas.lefebvre@example.org · Praticien');
});

test('an activated aligner company is edited, and the change is still there after reloading', async ({
  signedIn: page,
}) => {
  const phone = `+33 2 40 ${String(Date.now()).slice(-6)}`;
  await openRecord(page, 'alignerCompanies', 'Alignéo Laboratoire');
  await expect(pageTitle(page)).toHaveText('Alignéo Laboratoire');
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

test('the listing filters aligner companies on their account being activated', async ({ signedIn: page }) => {
  await expectAccountStatusFilter(page, 'alignerCompanies', {
    activated: 'Alignéo Laboratoire',
    notActivated: 'ClearPath Aligners',
  });
});

test('an aligner company is deleted from the listing', async ({ signedIn: page, request }) => {
  const name = `Aligneurs éphémères ${Date.now()}`;
  await expectDeletedFromListing(page, request, {
    resource: 'alignerCompanies',
    api: 'company-aligners',
    data: { name, mainUserEmail: uniqueEmail('aligneur.ephemere'), mainUserFirstName: 'Jo', mainUserLastName: 'Petit' },
    rowText: name,
    kept: 'Alignéo Laboratoire',
  });
});

test('a practice an aligner company works with cannot be deleted', async ({ signedIn: page }) => {
  await expectPracticeDeleteRefused(page, 'Cabinet Vauban Orthodontie');
});

test('an aligner company with an e-mail already in use is refused with its toast', async ({ signedIn: page }) => {
  await expectDuplicateEmailRefused(
    page,
    'alignerCompanies',
    alignerFields('Aligneurs en double', 'claire.martin@example.org', 'Claire', 'Double'),
  );
});
