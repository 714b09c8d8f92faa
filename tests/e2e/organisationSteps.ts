import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, type RunningServer } from './fixtures';

/** Steps shared by the practice, aligner company and diagnostician specs (not a spec itself). */

export const uniqueEmail = (stem: string) => `${stem}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;

/** The credentials e-mails (creation or refresh) the server wrote for `email`. */
export const credentialMails = (server: RunningServer, email: string) =>
  server
    .outbox()
    .filter((mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Vos identifiants temporaires')).length;

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
