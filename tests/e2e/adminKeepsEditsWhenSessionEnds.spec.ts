import type { APIRequestContext, Page } from '@playwright/test';
import { audit, expectNoFindings } from './accessibility/audit';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  apiToken,
  test as base,
  createAdministrator,
  expect,
  extraServerPort,
  type RunningServer,
  recordApiWrites,
  resetLinkFor,
  signIn,
  startServer,
  tr,
} from './fixtures';

/**
 * Issue 11 item 1 (docs/session-renewal.md): the session ends while a protocol is being edited; Save asks the
 * same account to sign in again over the page, then saves, and only then says so. These stories run on a
 * server of their own whose access tokens live ACCESS_TOKEN_SECONDS, so that a revoked session is met soon. Not less:
 * a sign-in's token must still be valid when the console receives it, and on a busy machine the password check and
 * the answer took over 4 seconds (the console then refused the sign-in as failed).
 */
const ACCESS_TOKEN_SECONDS = 8;

const test = base.extend<object, { shortSessions: RunningServer }>({
  shortSessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument.
    async ({}, use, workerInfo) => {
      const server = await startServer(extraServerPort(workerInfo.parallelIndex), {
        ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_SECONDS),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ shortSessions }, use) => use(shortSessions.url),
});

async function createProtocol(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  login = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
) {
  const token = await apiToken(request, baseUrl, login, password);
  const answer = await request.post(`${baseUrl}/api/protocols`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { label: tr(`${name} fr`, `${name} en`), description: tr('Avant', 'Before') },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).id as number;
}

async function storedProtocol(request: APIRequestContext, baseUrl: string, id: number) {
  const token = await apiToken(request, baseUrl);
  return (
    await request.get(`${baseUrl}/api/protocols/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
}

/** The tab's session is revoked server-side (as a sign-out elsewhere would), and its access token runs out. */
async function revokeTabSession(page: Page, request: APIRequestContext, baseUrl: string) {
  const refreshToken = await page.evaluate(() => sessionStorage.getItem('auth.refreshToken'));
  expect((await request.post(`${baseUrl}/api/auth/logout`, { data: { refresh_token: refreshToken } })).status()).toBe(
    204,
  );
  await accessTokenExpired(page);
}

async function accessTokenExpired(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const payload = sessionStorage.getItem('auth.token')?.split('.')[1] ?? '';
          const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
          return exp <= Date.now() / 1000;
        }),
      { timeout: (ACCESS_TOKEN_SECONDS + 5) * 1000 },
    )
    .toBe(true);
}

/** The description box of one language, found under an open dialog too (it hides the page from the accessibility tree). */
const description = (page: Page, language = 'français') =>
  page.getByRole('textbox', { name: new RegExp(`^Description \\(${language}\\)`), includeHidden: true });

test('the session ends while a protocol is edited: signing in again in the dialog saves it, and only then the toast says so', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createProtocol(request, baseURL!, `Session ${Date.now()}`);
  await signIn(page);
  await page.goto(`/#/protocols/${id}`);
  await description(page).fill('Après la reconnexion');
  await revokeTabSession(page, request, baseURL!);
  const writes = recordApiWrites(page);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre session a pris fin' });
  await expect(dialog).toBeVisible();
  // Nothing was saved, and nothing says it was.
  expect(writes.filter((write) => write.startsWith('PUT'))).toEqual([]);
  await expect(page.getByText(/modifications enregistrées/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`#/protocols/${id}$`));
  // The same account: its login is shown and cannot be changed.
  const login = dialog.getByRole('textbox', { name: 'Identifiant' });
  await expect(login).toHaveValue(ADMIN_EMAIL);
  await expect(login).toHaveAttribute('readonly', '');
  await page.screenshot({ path: test.info().outputPath('session-renewal-dialog.png') });
  expectNoFindings(await audit(page, 'fr, light, session renewal dialog open'));

  // The sign-in page's messages apply.
  await dialog.getByLabel('Mot de passe').fill('Pas-le-bon-1!');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect');
  await expect(description(page)).toHaveValue('Après la reconnexion');

  await dialog.getByLabel('Mot de passe').fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Protocole : modifications enregistrées' })).toBeVisible();
  expect(writes).toContain(`PUT /api/protocols/${id}`);
  const stored = await storedProtocol(request, baseURL!, id);
  expect(stored.description).toEqual(tr('Après la reconnexion', 'Before'));
});

test('declining to sign in again keeps the edit as a draft, offered back on the protocol after sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await createProtocol(request, baseURL!, `Brouillon ${Date.now()}`);
  await signIn(page);
  await page.goto(`/#/protocols/${id}`);
  await description(page).fill('Gardé pendant la déconnexion');
  await revokeTabSession(page, request, baseURL!);

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Votre session a pris fin' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  // Straight to sign-in: no warning about unsaved changes (they are kept), no toast of a save.
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText(/modifications enregistrées/)).toHaveCount(0);

  await signIn(page);
  await page.goto(`/#/protocols/${id}`);
  await expect(description(page)).toHaveValue('Avant');
  const offer = page.getByRole('status').filter({ hasText: 'Des modifications non enregistrées de ce formulaire' });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('draft-offer.png') });
  await offer.getByRole('button', { name: 'Reprendre mes modifications' }).click();
  await expect(offer).toBeHidden();
  await expect(description(page)).toHaveValue('Gardé pendant la déconnexion');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Protocole : modifications enregistrées' })).toBeVisible();
  expect((await storedProtocol(request, baseURL!, id)).description).toEqual(
    tr('Gardé pendant la déconnexion', 'Before'),
  );

  // Offered once: the protocol opens again without it.
  await page.goto(`/#/protocols/${id}`);
  await expect(description(page)).toHaveValue('Gardé pendant la déconnexion');
  await expect(offer).toHaveCount(0);
});

test('in English: the password reset meanwhile, the new one signs in again and the save goes through', async ({
  page,
  request,
  baseURL,
  shortSessions,
}) => {
  const email = `renewal-${Date.now()}@example.com`;
  await createAdministrator(shortSessions, email, ADMIN_PASSWORD);
  const id = await createProtocol(request, baseURL!, `Reset ${Date.now()}`, email, ADMIN_PASSWORD);
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, ADMIN_PASSWORD);
  await page.goto(`/#/protocols/${id}`);
  await description(page, 'English').fill('After the reset');

  // The password is reset through the API (forgotten-password link): every session of the account ends.
  const newPassword = 'Nouveau-Passw0rd!';
  await request.post(`${baseURL}/api/auth/reinit-password/request`, { data: { email, type: 'admin', brand: 1 } });
  await expect.poll(() => resetLinkFor(shortSessions, email)).toBeTruthy();
  const key = new URL((resetLinkFor(shortSessions, email) ?? '').replace('#/', '')).searchParams.get('key');
  const reset = await request.post(`${baseURL}/api/auth/reinit-password/validate`, {
    data: { key, password: newPassword },
  });
  expect(reset.status()).toBe(200);
  await accessTokenExpired(page);

  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog.getByRole('textbox', { name: 'Login' })).toHaveValue(email);
  await dialog.getByLabel('Password').fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
  await dialog.getByLabel('Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Protocol saved' })).toBeVisible();
  expect((await storedProtocol(request, baseURL!, id)).description).toEqual(tr('Avant', 'After the reset'));
});
