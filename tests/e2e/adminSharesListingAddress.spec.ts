import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, searchListing, test } from './fixtures';

/** The listing's rows as the reader sees them: the record each row links to and its name. */
const shownRows = (page: Page) =>
  page
    .getByRole('main')
    .locator('tbody')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.textContent}`));

/** The names of the rows, in order. */
const shownNames = (page: Page) => page.getByRole('main').locator('tbody').getByRole('link').allTextContents();

/** The API's order for names: case and accents ignored (lib/listRules), then character by character. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const inNameOrder = (names: string[], direction: 'asc' | 'desc') =>
  [...names].sort(
    (a, b) => (folded(a) < folded(b) ? -1 : folded(a) > folded(b) ? 1 : 0) * (direction === 'asc' ? 1 : -1),
  );

/** The column header's sort button; each click turns the order around. */
const sortBy = async (page: Page, column: string) => {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.has(`order[label]`));
  await page
    .getByRole('columnheader', { name: new RegExp(column) })
    .getByRole('button')
    .click();
  await answered;
};

test('a filtered, sorted listing has its own address: opened in a fresh tab, it shows the same rows in the same order', async ({
  signedIn: page,
  context,
}) => {
  await page.goto('/#/protocols');
  await searchListing(page, 'traitement');
  await sortBy(page, 'Libellé');
  await sortBy(page, 'Libellé');
  await expect(page).toHaveURL(/[?&]sort=label/);
  await expect(page).toHaveURL(/[?&]order=DESC/);
  await expect
    .poll(async () => {
      const names = await shownNames(page);
      return names.length >= 3 && names.join('\n') === inNameOrder(names, 'desc').join('\n');
    })
    .toBe(true);
  const rows = await shownRows(page);
  const address = page.url();

  // A fresh tab has no session of its own: it signs in, then lands on the address it was given.
  const fresh = await context.newPage();
  await fresh.addInitScript(() => window.sessionStorage.setItem('RaStore.locale', JSON.stringify('fr')));
  await fresh.goto(address);
  await expect(fresh).toHaveURL(/#\/login$/);
  await fresh.getByRole('textbox', { name: 'Identifiant' }).fill(ADMIN_EMAIL);
  await fresh.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN_PASSWORD);
  await fresh.getByRole('button', { name: 'Se connecter' }).click();
  await expect(fresh).toHaveURL(address);
  await expect(fresh.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('traitement');
  await expect.poll(() => shownRows(fresh)).toEqual(rows);
});

test('sorting by label follows the reader’s language: French names in French order, English names in English order', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await sortBy(page, 'Libellé');
  const french = await shownNames(page);
  expect(french.length).toBeGreaterThan(3);
  expect(french).toEqual(inNameOrder(french, 'asc'));
  const frenchRows = await shownRows(page);

  await page.getByRole('button', { name: 'English' }).click();
  try {
    await expect(page.getByRole('columnheader', { name: /Label/ })).toBeVisible();
    // The sort is kept; the rows come back ordered by their English names.
    await expect(page).toHaveURL(/[?&]sort=label/);
    await expect
      .poll(async () => {
        const english = await shownNames(page);
        return english.length === french.length && english.join('\n') === inNameOrder(english, 'asc').join('\n');
      })
      .toBe(true);
    const englishRows = await shownRows(page);
    // Same records, another order: « Contention au long cours » comes first in French, "Adult clear aligner
    // treatment" in English.
    expect(englishRows.map((row) => row.split(' ')[0]).sort()).toEqual(
      frenchRows.map((row) => row.split(' ')[0]).sort(),
    );
    expect(englishRows.map((row) => row.split(' ')[0])).not.toEqual(frenchRows.map((row) => row.split(' ')[0]));
  } finally {
    // The language is saved for the administrator: the next stories start in French again.
    await page.getByRole('button', { name: 'Français' }).click();
  }
});

test('the sort is kept in the address and when coming back to the listing from the menu', async ({
  signedIn: page,
}) => {
  await page.goto('/#/protocols');
  await sortBy(page, 'Libellé');
  await expect(page).toHaveURL(/[?&]sort=label/);
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  await menu.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await menu.getByRole('link', { name: 'Protocoles' }).click();
  await expect(page).toHaveURL(/#\/protocols\?.*sort=label/);
  const names = await shownNames(page);
  expect(names).toEqual(inNameOrder(names, 'asc'));
});

test('an address asking for an unknown sort or filter says so and shows the listing without them', async ({
  signedIn: page,
}) => {
  const filter = encodeURIComponent(JSON.stringify({ colour: 'red' }));
  await page.goto(`/#/protocols?sort=image&order=ASC&filter=${filter}&page=1&perPage=7`);
  await expect(
    page.getByText('Cette liste ne peut pas être triée ni filtrée par « image, colour » : la liste est affichée sans.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]sort=id/);
  await expect(page).toHaveURL(/[?&]perPage=100/);
  await expect(page.getByRole('main').locator('tbody').getByRole('link').first()).toBeVisible();
  await expect(page.getByText('Une erreur est survenue, veuillez réessayer plus tard')).toHaveCount(0);
});
