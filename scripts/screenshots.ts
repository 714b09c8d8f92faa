import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/chromium';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, ROOT, startServer } from '../tests/serverProcess';

/**
 * `npm run screenshots`: the pictures of the console README.md shows, in French, taken again from the code of the
 * day: at 1440×900 (docs/images/), and on a phone, 390×844 (docs/screenshots/phone-*.png, docs/responsive.md). A
 * server with the demo data on a temporary data folder.
 */

const IMAGES = path.join(ROOT, 'docs', 'images');
const PHONE_IMAGES = path.join(ROOT, 'docs', 'screenshots');

async function signIn(page: Page): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Identifiant').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/#\/home/);
}

async function take(page: Page, name: string, folder = IMAGES): Promise<void> {
  await page.screenshot({ path: path.join(folder, name) });
  console.log(path.relative(ROOT, path.join(folder, name)));
}

/** Home, a listing as cards and the menu drawer open over it, at a phone's width (docs/responsive.md). */
async function takePhonePictures(page: Page): Promise<void> {
  await signIn(page);
  // Away from the cards: the pointer left on the sign-in button would tint the one under it.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await expect(page.getByText(/^\d+ éléments?$/).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await take(page, 'phone-home.png', PHONE_IMAGES);

  await page.goto('/#/attributes');
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await take(page, 'phone-listing.png', PHONE_IMAGES);

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await take(page, 'phone-menu.png', PHONE_IMAGES);
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  console.log('Building the console…');
  await build({ root: ROOT, logLevel: 'warn', configFile: path.join(ROOT, 'vite.config.ts') });
  const server = await startServer(await freePort(), { SEED: 'demo' });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      baseURL: server.url,
      locale: 'fr-FR',
      viewport: { width: 1440, height: 900 },
    });
    await signIn(page);
    await page.mouse.move(0, 0);

    // Home: the areas and every catalogue's count.
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await expect(page.getByText(/^\d+ éléments?$/).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await take(page, 'console-home.fr.png');

    // A listing: the document types, with their category.
    await page.goto('/#/documentTypes');
    await expect(page.getByRole('row').nth(5)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await take(page, 'console-listing.fr.png');

    // A form: the first document type's edit page, its fields filled.
    await page.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/#\/documentTypes\/\d+$/);
    await expect(page.getByRole('textbox').first()).not.toHaveValue('');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await take(page, 'console-form.fr.png');

    const phone = await browser.newPage({
      baseURL: server.url,
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await takePhonePictures(phone);
  } finally {
    await server.stop();
  }
}

await main();
