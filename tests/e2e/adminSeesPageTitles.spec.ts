import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const pageTitle = (page: Page) => page.locator('#react-admin-title');

test('add pages are titled with the singular name, edit pages with the record, in both languages', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await expect(pageTitle(page)).toHaveText('Protocoles');
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(pageTitle(page)).toHaveText('Nouveau : Protocole');

  await page.goto('/#/documentCategories');
  await page.getByRole('cell', { name: 'Radiographies', exact: true }).click();
  await expect(page).toHaveURL(/#\/documentCategories\/\d+$/);
  await expect(pageTitle(page)).toHaveText('Radiographies');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(pageTitle(page)).toHaveText('Radiographs');
  await page.goto('/#/protocols/create');
  await expect(pageTitle(page)).toHaveText('New: Protocol');
});

/** The page's level-1 headings: there must be exactly one. */
const headings = (page: Page) => page.getByRole('heading', { level: 1 });

test('each page has its own tab title and exactly one level-1 heading, in French and in English', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page).toHaveTitle('Connexion · Console d’administration');
  await expect(headings(page)).toHaveCount(1);
  await expect(headings(page)).toHaveText('Connexion');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveTitle('Sign in · Administration console');
  await page.getByRole('button', { name: 'Français' }).click();

  await signIn(page);
  await expect(page).toHaveTitle('Accueil · Console d’administration');
  await expect(headings(page)).toHaveCount(1);

  await page.goto('/#/attributes');
  await expect(page).toHaveTitle('Attributs · Console d’administration');
  await expect(headings(page)).toHaveText('Attributs');
  await expect(headings(page)).toHaveCount(1);

  await page.goto('/#/documentCategories');
  await page.getByRole('link', { name: 'Radiographies', exact: true }).click();
  await expect(page).toHaveTitle('Radiographies · Console d’administration');
  await expect(headings(page)).toHaveText('Radiographies');
  await expect(headings(page)).toHaveCount(1);

  await page.goto('/#/protocols/create');
  await expect(page).toHaveTitle('Nouveau : Protocole · Console d’administration');
  await expect(headings(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'English' }).click();
  try {
    await expect(page).toHaveTitle('New: Protocol · Administration console');
    await page.goto('/#/attributes');
    await expect(page).toHaveTitle('Attributes · Administration console');
    await expect(headings(page)).toHaveCount(1);
  } finally {
    await page.getByRole('button', { name: 'Français' }).click();
  }
});
