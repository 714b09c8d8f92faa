import { TAB_SETTINGS } from './chromium';
import { ADMIN_EMAIL, expect, extraServerPort, generatedPasswordIn, signOut, startServer, test } from './fixtures';

const NEW_PASSWORD = 'Premier-Passw0rd!';

/**
 * README "Run it": on an empty data folder without ADMIN_PASSWORD, the server creates the first
 * administrator with a generated password, printed once, to be replaced at the first sign-in.
 */
test('the first administrator signs in with the generated password and chooses a password', async ({
  browser,
}, testInfo) => {
  const server = await startServer(extraServerPort(testInfo.parallelIndex), { ADMIN_PASSWORD: '', SEED: 'none' });
  const context = await browser.newContext({ reducedMotion: TAB_SETTINGS.reducedMotion, baseURL: server.url });
  try {
    await expect.poll(() => generatedPasswordIn(server.output())).toBeTruthy();
    const generated = generatedPasswordIn(server.output()) ?? '';
    const page = await context.newPage();
    const login = page.getByRole('textbox', { name: /^Identifiant/ });
    const password = page.getByLabel(/^Mot de passe/);

    await page.goto('/#/login');
    await login.fill(ADMIN_EMAIL);
    await password.fill(generated);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/#\/first-connect$/);
    await expect(page.getByRole('heading', { name: 'Première connexion' })).toBeVisible();
    await expect(page.getByText('Bienvenue ! Choisissez votre mot de passe pour activer votre compte.')).toBeVisible();

    // A weak password: the unmet rules are listed and nothing is sent.
    const newPassword = page.getByLabel(/^Nouveau mot de passe/);
    const confirmation = page.getByLabel(/^Confirmation du mot de passe/);
    await newPassword.fill('faible');
    await confirmation.fill('faible');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(
        'Règles non respectées : 8 à 50 caractères, une majuscule, un chiffre, un caractère spécial parmi @$!%*#?&_-',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/first-connect$/);

    // Two different entries are refused too.
    await newPassword.fill(NEW_PASSWORD);
    await confirmation.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Les deux mots de passe ne sont pas identiques')).toBeVisible();
    await expect(page).toHaveURL(/#\/first-connect$/);

    await confirmation.fill(NEW_PASSWORD);
    await expect(newPassword).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

    // The first connection is complete: the new password opens the console directly, the generated one no longer works.
    await signOut(page);
    await login.fill(ADMIN_EMAIL);
    await password.fill(generated);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect' })).toBeVisible();

    await password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  } finally {
    await context.close();
    await server.stop();
  }
});
