import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SYSTEM_NOTIFICATIONS } from '../../lib/systemNotifications';
import { translate } from './consoleMessages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiToken, expect, type RunningServer } from './fixtures';

/** Steps shared by the practice, aligner company and diagnostician specs (not a spec itself), in French. */

/** A console text in French, as these steps read the screens (i18n/*.ts). */
const fr = (key: string, values?: Record<string, string>) => translate('fr', key, values);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const uniqueEmail = (stem: string) => `${stem}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;

/** The seeded subjects of the credentials e-mails, in the recipient's language (lib/systemNotifications.ts). */
const CREDENTIALS_SUBJECT = new RegExp(
  `^Subject: (${[SYSTEM_NOTIFICATIONS.accountCreated, SYSTEM_NOTIFICATIONS.credentialsRefreshed]
    .flatMap(({ firstVersion }) => [firstVersion.fr.title, firstVersion.en.title])
    .map(escapeRegExp)
    .join('|')})\\r?$`,
  'm',
);

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
  await page.getByRole('button', { name: fr('accounts.refresh.button') }).click();
  const dialog = page.getByRole('dialog', { name: fr('accounts.refresh.title') });
  await expect(dialog).toContainText(fr('accounts.refresh.content', { email }));
  await dialog.getByRole('button', { name: fr('ra.action.confirm') }).click();
  await expect(page.getByText(fr('accounts.refresh.done', { email }))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => credentialMails(server, email)).toBe(before + 1);
}

/** The listing row's delete, confirmed. */
export async function deleteRow(page: Page, text: string) {
  await rowWith(page, text)
    .getByRole('button', { name: fr('ra.action.delete') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: fr('ra.action.confirm') })
    .click();
}

/** Fills form inputs by their exact labels (« Nom du cabinet * »). */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

export const pageTitle = (page: Page): Locator => page.locator('#react-admin-title');

/** After a create: the new record's own modify page, titled `title` (issue 9 item 11); then its listing. */
export async function expectNewRecordOpened(page: Page, resource: string, title: string) {
  await expect(page).toHaveURL(new RegExp(`#/${resource}/\\d+$`));
  await expect(pageTitle(page)).toHaveText(title);
  await page.goto(new URL(`/#/${resource}`, page.url()).href);
}

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

/**
 * Deleting the practice named `practice`, which other records point at: refused with its dialog naming what uses it,
 * the row stays.
 */
export async function expectPracticeDeleteRefused(page: Page, practice: string) {
  await page.goto('/#/companies');
  await deleteRow(page, practice);
  const refusal = page.getByRole('dialog', { name: fr('app.errors.deletionTitle'), exact: true });
  await expect(refusal).toContainText(fr('app.errors.deletionRefused'));
  await expect(refusal.getByRole('link').first()).toBeVisible();
  await refusal.getByRole('button', { name: fr('bulk.dependents.close') }).click();
  await expect(refusal).toHaveCount(0);
  await expect(rowWith(page, practice)).toHaveCount(1);
}

/** Saving an add page whose e-mail another account uses: the e-mail toast, the field flagged, nothing created. */
export async function expectDuplicateEmailRefused(page: Page, resource: string, fields: Record<string, string>) {
  await page.goto(`/#/${resource}/create`);
  await fillFields(page, fields);
  await page.getByRole('button', { name: fr('ra.action.save') }).click();
  await expect(page.getByText(fr('Error_DuplicateIdentifier_Email'))).toBeVisible();
  await expect(page.getByText(fr('screens.validation.duplicate'))).toBeVisible();
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
  await page.getByRole('button', { name: fr('ra.action.add_filter') }).click();
  await page.getByRole('menuitemcheckbox', { name: fr('accounts.status.column') }).click();
  const status = page.getByRole('combobox', { name: fr('accounts.status.column') });
  for (const [choice, shown, hidden, otherState] of [
    [fr('accounts.status.activated'), rows.activated, rows.notActivated, fr('accounts.status.pending')],
    [fr('accounts.status.notActivated'), rows.notActivated, rows.activated, fr('accounts.status.active')],
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
  const token = await apiToken(request, '');
  const created = await request.post(`/api/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
  return created.json();
}

/** Save on an empty add page: each required field says so, nothing is created. */
export async function expectRequiredMessages(page: Page, resource: string, count: number) {
  await page.goto(`/#/${resource}/create`);
  await page.getByRole('button', { name: fr('ra.action.save') }).click();
  await expect(page.getByText(fr('screens.validation.required'))).toHaveCount(count);
  await expect(page).toHaveURL(new RegExp(`#/${resource}/create$`));
}

/** Signs in on another server than the worker's (absolute addresses). */
export async function signInAt(page: Page, url: string) {
  await page.goto(`${url}/#/login`);
  await page
    .getByLabel(new RegExp(escapeRegExp(fr('app.auth.login')), 'i'))
    .first()
    .fill(ADMIN_EMAIL);
  await page
    .getByLabel(new RegExp(escapeRegExp(fr('app.auth.password')), 'i'))
    .first()
    .fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: fr('app.auth.signIn') }).click();
  await expect(page).toHaveURL(/#\/home/);
}
