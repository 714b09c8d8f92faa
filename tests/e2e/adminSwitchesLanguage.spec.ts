import { TAB_SETTINGS } from './chromium';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, signIn, signOut, test } from './fixtures';

test('the gb flag switches the console to English for the rest of the tab, a new tab starts in French', {
  tag: '@smoke',
}, async ({ signedIn: page, browser, baseURL }) => {
  await page.goto('/#/home');
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'English' }).click();

  const englishMenu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(englishMenu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(englishMenu.getByRole('link', { name: 'Protocols' })).toBeVisible();
  await expect(englishMenu.getByText('Scenarios and documents')).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Home · Administration console');

  // Kept in the tab's session storage: a reload stays in English, on other pages too.
  await page.reload();
  await expect(englishMenu.getByRole('link', { name: 'Home' })).toBeVisible();
  await englishMenu.getByRole('link', { name: 'Protocols' }).click();
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Label' })).toBeVisible();

  // Signing out keeps the tab's language: the sign-in page is in English too.
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // A new tab of the same browser, and a new browser context, start in French.
  const newTab = await page.context().newPage();
  await newTab.goto('/#/login');
  await expect(newTab.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(newTab.locator('html')).toHaveAttribute('lang', 'fr');

  const context = await browser.newContext({ reducedMotion: TAB_SETTINGS.reducedMotion, baseURL });
  try {
    const other = await context.newPage();
    await signIn(other, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(other.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Accueil' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the fr flag on the sign-in page switches back to French', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgotten password?' })).toBeVisible();

  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
});
