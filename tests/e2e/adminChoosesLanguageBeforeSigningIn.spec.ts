import type { Browser, Page } from '@playwright/test';
import { TAB_SETTINGS } from './chromium';
import { ADMIN_PASSWORD, createAdministrator, expect, test } from './fixtures';

/**
 * docs/console.md, "Interface language as a user setting": an account's saved language opens its sign-ins, unless a
 * flag was clicked in the tab, the one already shown included (issue 52: clicking « Français » on a French sign-in
 * page did not count, and an account saved in English still opened in English).
 */

/** Signs in from a new tab's sign-in page; `beforeSigningIn` acts on the page first. */
async function signInFromNewTab(
  browser: Browser,
  url: string,
  email: string,
  beforeSigningIn: (page: Page) => unknown,
) {
  const context = await browser.newContext({ ...TAB_SETTINGS, baseURL: url });
  const page = await context.newPage();
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await beforeSigningIn(page);
  await page.getByLabel('Identifiant').fill(email);
  await page
    .getByLabel(/^Mot de passe/)
    .first()
    .fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  return { page, close: () => context.close() };
}

test('a click on the language already shown, before signing in, wins over the language saved for the account', async ({
  browser,
  request,
  server,
}) => {
  const email = `deja-choisi.${Date.now()}@example.com`;
  await createAdministrator(server, email, ADMIN_PASSWORD);
  const token = await request.post(`${server.url}/api/auth/token`, {
    data: { login: email, password: ADMIN_PASSWORD, userType: 'admin' },
  });
  const { token: bearer } = (await token.json()) as { token: string };
  const userId = JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString()).sub;
  const saved = await request.post(`${server.url}/api/users/${userId}/settings`, {
    headers: { Authorization: `Bearer ${bearer}` },
    data: { language: 'en' },
  });
  expect(saved.ok()).toBe(true);

  // No flag clicked: the account's English opens.
  const untouched = await signInFromNewTab(browser, server.url, email, () => undefined);
  try {
    await expect(untouched.page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  } finally {
    await untouched.close();
  }

  // « Français » clicked though it was already shown: French stays.
  const chosen = await signInFromNewTab(browser, server.url, email, async (page) => {
    const french = page.getByRole('button', { name: 'Français' });
    await expect(french).toHaveAttribute('aria-pressed', 'true');
    await french.click();
  });
  try {
    await expect(chosen.page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(chosen.page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await chosen.close();
  }
});
