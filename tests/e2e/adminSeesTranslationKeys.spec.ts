import { expect, openSignedIn, test } from './fixtures';

test('the i18n=keys address parameter shows translation keys instead of texts', async ({ page }) => {
  await page.goto('/?i18n=keys#/login');
  await expect(page.getByRole('heading', { name: 'app.auth.signInTitle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'app.auth.signIn' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'app.auth.forgotPassword' })).toBeVisible();
  await expect(page.getByText('Se connecter')).toHaveCount(0);
});

test('keys are shown inside the console too, and texts come back without the parameter', async ({ page, request }) => {
  await openSignedIn(page, request);
  // The parameter is read when the console loads; after the hash it works too.
  await page.goto('/#/protocols?i18n=keys');
  await page.reload();
  const menu = page.getByRole('navigation', { name: 'app.menu.label' });
  await expect(menu.getByRole('link', { name: 'app.menu.home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'resources.protocols.name' })).toBeVisible();
  await expect(menu.getByText('app.areas.protocols', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'resources.protocols.fields.label' })).toBeVisible();

  await page.goto('/#/protocols');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Protocoles' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Libellé' })).toBeVisible();
});
