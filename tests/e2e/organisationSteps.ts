import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, type RunningServer } from './fixtures';

/** Steps shared by the practice, aligner company and diagnostician specs (not a spec itself). */

export const uniqueEmail = (stem: string) => `${stem}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;

/** The seeded subjects of the credentials e-mails, in the recipient's language (docs/mail-templates.md). */
const CREDENTIALS_SUBJECT = /^Subject: (Vos identifiants temporaires|Your temporary credentials)\r?$/m;

/** The credentials e-mails (creation or refresh) the server wrote for `email`. */
export const credentialMails = (server: RunningServer, email: string) =>
  server.outbox().filter((mail) => mail.includes(`To: ${email}`) && CREDENTIALS_SUBJECT.test(mail)).length;

/** The listing row holding `text`. */
export const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

export async function openRecord(page: Page, resource: string, cellText: string) {
  await page.goto(`/#/${resource}`);
  await page.getByRole('cell', { name: cellText, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`#/${resource}/\\d+$`));
}

/** « Renvoyer les identifiants », confirmed: one more credentials e-mail reaches `email`. */
export async function refreshCredentials(page: Page, server: RunningServer, email: string) {
  const before = credentialMails(server, email);
  await page.getByRole('button', { name: 'Renvoyer les identifiants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renvoyer les identifiants ?' });
  await expect(dialog).toContainText(`De nouveaux identifiants temporaires vont être envoyés par e-mail à ${email}.`);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(`Nouveaux identifiants envoyés à ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => credentialMails(server, email)).toBe(before + 1);
}

/** The listing row's delete, confirmed. */
export async function deleteRow(page: Page, text: string) {
  await rowWith(page, text).getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
}

/** Fills form inputs by their exact labels (« Nom du cabinet * »). */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

export const pageTitle = (page: Page): Locator => page.locator('#react-admin-title');

interface DeletedRecord {
  /** Console resource (route), e.g. `companies`. */
  resource: string;
  /** API path, e.g. `company-aligners`. */
  api: string;
  data: Record<string, unknown>;
  /** Text of the record's row, e.g. its name. */
  rowText: string;
  /** A cell of a seeded record, still listed after the delete. */
  kept: string;
}

/** A record created through the API is deleted from the listing, and is still gone after reloading. */
export async function expectDeletedFromListing(page: Page, request: APIRequestContext, record: DeletedRecord) {
  await createThroughApi(request, record.api, record.data);
  await page.goto(`/#/${record.resource}`);
  await deleteRow(page, record.rowText);
  await expect(rowWith(page, record.rowText)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: record.kept, exact: true })).toBeVisible();
  await expect(rowWith(page, record.rowText)).toHaveCount(0);
}

/** Deleting the practice named `practice`, which other records point at: refused with its toast, the row stays. */
export async function expectPracticeDeleteRefused(page: Page, practice: string) {
  await page.goto('/#/companies');
  await deleteRow(page, practice);
  await expect(page.getByText('Erreur lors de la suppression')).toBeVisible();
  await expect(page.getByText('Suppression impossible : au moins un élément associé existe.')).toBeVisible();
  await expect(rowWith(page, practice)).toHaveCount(1);
}

/** Saving an add page whose e-mail another account uses: the e-mail toast, the field flagged, nothing created. */
export async function expectDuplicateEmailRefused(page: Page, resource: string, fields: Record<string, string>) {
  await page.goto(`/#/${resource}/create`);
  await fillFields(page, fields);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Cette adresse e-mail existe déjà')).toBeVisible();
  await expect(page.getByText('Déjà utilisé')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/${resource}/create$`));
}

/** The listing's « État du compte » filter: only the activated, then only the not activated accounts. */
export async function expectAccountStatusFilter(
  page: Page,
  resource: string,
  rows: { activated: string; notActivated: string },
) {
  await page.goto(`/#/${resource}`);
  await expect(rowWith(page, rows.activated)).toHaveCount(1);
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'État du compte' }).click();
  const status = page.getByRole('combobox', { name: 'État du compte' });
  for (const [choice, shown, hidden, otherState] of [
    ['Activé', rows.activated, rows.notActivated, 'En attente d’activation'],
    ['Non activé', rows.notActivated, rows.activated, 'Compte activé'],
  ]) {
    await status.click();
    await page.getByRole('listbox').getByRole('option', { name: choice, exact: true }).click();
    await expect(rowWith(page, hidden)).toHaveCount(0);
    await expect(rowWith(page, shown)).toHaveCount(1);
    await expect(page.getByRole('cell').getByText(otherState)).toHaveCount(0);
  }
}

/** Creates a record through the API (faster than the form when the form is not what a test is about). */
export async function createThroughApi(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const signIn = await request.post('/api/auth/token', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' },
  });
  const { token } = await signIn.json();
  const created = await request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  return created.json();
}

/** Save on an empty add page: each required field says so, nothing is created. */
export async function expectRequiredMessages(page: Page, resource: string, count: number) {
  await page.goto(`/#/${resource}/create`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Champ obligatoire')).toHaveCount(count);
  await expect(page).toHaveURL(new RegExp(`#/${resource}/create$`));
}

/** Signs in on another server than the worker's (absolute addresses). */
export async function signInAt(page: Page, url: string) {
  await page.goto(`${url}/#/login`);
  await page
    .getByLabel(/identifiant/i)
    .first()
    .fill(ADMIN_EMAIL);
  await page
    .getByLabel(/mot de passe/i)
    .first()
    .fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/#\/home/);
}
