import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, test } from './fixtures';

async function submitSignIn(page: Page, login: string, password: string) {
  // The tab keeps French: the shared administrator's saved language (another story may have chosen English)
  // applies only to a tab that has not chosen one.
  await page.evaluate(() => {
    if (window.sessionStorage.getItem('RaStore.locale') === null)
      window.sessionStorage.setItem('RaStore.locale', JSON.stringify('fr'));
  });
  await page.getByRole('textbox', { name: /^Identifiant/ }).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an administrator signs in and lands on the home page', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  await submitSignIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);

  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accueil');
  await expect(page.getByRole('heading', { level: 2, name: /^Bonjour / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a wrong password is refused with the French message and the visitor stays on the sign-in page', async ({
  page,
}) => {
  await page.goto('/#/login');
  await submitSignIn(page, ADMIN_EMAIL, 'Wrong-Passw0rd!');

  await expect(page.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect' })).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);

  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login$/);
});
