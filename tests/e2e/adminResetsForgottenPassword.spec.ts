import type { Page } from '@playwright/test';
import { createAdministrator, expect, resetLinkFor, signOut, test } from './fixtures';

const OLD_PASSWORD = 'Ancien-Passw0rd!';
const NEW_PASSWORD = 'Nouveau-Passw0rd!';

async function submitSignIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: /^Identifiant/ }).fill(login);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an administrator who forgot the password gets a link by e-mail and chooses a new password', async ({
  page,
  server,
}) => {
  // An administrator of its own, so that the worker's shared account keeps its password.
  const email = `oubli-${Date.now()}@example.com`;
  await createAdministrator(server, email, OLD_PASSWORD);

  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/#\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Un e-mail va être envoyé à l’adresse de votre compte, ou à l’adresse du responsable du cabinet si votre compte n’en a pas.',
  );

  await expect.poll(() => resetLinkFor(server, email)).toBeTruthy();
  const link = resetLinkFor(server, email) ?? '';
  expect(link.startsWith(`${server.url}/#/reset-password?key=`)).toBe(true);

  // The link opens in a new tab, as from a mail client.
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await mailTab.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await mailTab.getByLabel(/^Confirmation du mot de passe/).fill(NEW_PASSWORD);
  await mailTab.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(mailTab.getByText('Votre mot de passe a été modifié')).toBeVisible();
  await expect(mailTab).toHaveURL(/#\/home$/);

  await signOut(mailTab);
  await submitSignIn(mailTab, email, OLD_PASSWORD);
  await expect(mailTab.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect' })).toBeVisible();
  await submitSignIn(mailTab, email, NEW_PASSWORD);
  await expect(mailTab).toHaveURL(/#\/home$/);

  // The link works once.
  await signOut(mailTab);
  await mailTab.goto(link);
  await mailTab.getByLabel(/^Nouveau mot de passe/).fill('Encore-Passw0rd!');
  await mailTab.getByLabel(/^Confirmation du mot de passe/).fill('Encore-Passw0rd!');
  await mailTab.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(mailTab.getByText('Une erreur est survenue, veuillez réessayer plus tard')).toBeVisible();
  await expect(mailTab).toHaveURL(/#\/reset-password\?key=/);
});
