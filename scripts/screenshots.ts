import path from 'node:path';
import { type Browser, chromium, expect, type Locator, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath, TAB_SETTINGS } from '../tests/e2e/chromium';
import { addChiefComplaintRule, openRecord } from '../tests/e2e/editorSteps';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, ROOT, startServer } from '../tests/serverProcess';

/**
 * `npm run screenshots`: the pictures of the console README.md shows, in French, taken again from the code of the
 * day: the desktop ones (docs/images/, Chromium at 1440×900) and the phone ones (docs/screenshots/phone-*.png, a
 * 390×844 screen, docs/responsive.md and docs/responsive-forms.md). A server with the demo data on a temporary data folder.
 * `npm run screenshots -- phone` (or `desktop`) takes one set only.
 */

const IMAGES = path.join(ROOT, 'docs', 'images');
const PHONE_IMAGES = path.join(ROOT, 'docs', 'screenshots');
const PHONE_SCREEN = { width: 390, height: 844 };

async function signIn(page: Page): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Identifiant').fill(ADMIN_EMAIL);
  await page.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/#\/home/);
}

async function take(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(IMAGES, name) });
  console.log(`docs/images/${name}`);
}

async function takePhone(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(PHONE_IMAGES, `phone-${name}.png`) });
  console.log(`docs/screenshots/phone-${name}.png`);
}

/** Scrolls the page until `target` is at the top of the screen, just under the app bar. */
async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const appBar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - appBar - 8);
  });
}

/** The forms and special editors on a phone (docs/responsive-forms.md). */
async function phonePictures(browser: Browser, baseURL: string): Promise<void> {
  // Without motion (as the stories run): a dialog is pictured open, not fading in.
  const page = await browser.newPage({ ...TAB_SETTINGS, baseURL, viewport: PHONE_SCREEN });

  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await takePhone(page, 'sign-in');
  await signIn(page);

  // Home, a listing as cards and the menu drawer open over it (docs/responsive.md).
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  await expect(page.getByText(/^\d+ éléments?$/).first()).toBeVisible();
  await takePhone(page, 'home');
  await page.goto('/#/attributes');
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  await takePhone(page, 'listing');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await takePhone(page, 'menu');
  await page.keyboard.press('Escape');

  await page.goto('/#/sessionSubCategories/create');
  await page.getByRole('textbox', { name: 'Libellé (français) *' }).fill('Téléconsultation');
  await page.getByRole('textbox', { name: 'Libellé (anglais) *' }).fill('Remote visit');
  await page.getByRole('textbox', { name: 'Clé *' }).fill('remote_visit');
  await takePhone(page, 'form');

  await openRecord(page, 'attributes', 'Récessions gingivales');
  const chart = page.getByRole('group', { name: 'Aperçu de la sélection de dents' });
  await chart.getByRole('button', { name: '16', exact: true }).click();
  await scrollToTop(page.getByRole('heading', { name: 'Aperçu de la sélection de dents' }));
  await takePhone(page, 'teeth-chart');

  await openRecord(page, 'imageTemplates', 'Planche radiographique');
  await scrollToTop(page.getByText('Cases de la grille', { exact: true }));
  await takePhone(page, 'image-template-grid');

  await openRecord(page, 'pedagogicalSheetsMinidiag', 'Classe II division 1');
  await page.getByRole('tab', { name: 'Contenu' }).click();
  const preview = page.getByRole('region', { name: 'Aperçu' });
  await expect(preview.getByRole('heading', { level: 3 })).toBeVisible();
  await takePhone(page, 'sheet-content');
  await scrollToTop(preview);
  await takePhone(page, 'sheet-preview');

  await page.goto('/#/actTypes/create');
  const condition = await addChiefComplaintRule(page);
  await scrollToTop(condition);
  await takePhone(page, 'condition-editor');
  await condition.getByRole('button', { name: 'Tester la condition' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tester la condition' });
  await dialog.getByRole('textbox', { name: 'Réponse : Attribut « Motif de consultation »' }).fill('forte douleur');
  await expect(dialog.getByRole('status')).toHaveText("Condition remplie : l'élément est affiché.");
  await takePhone(page, 'condition-test');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await openRecord(page, 'examsAnamnesis', 'Motif de consultation');
  await page.getByRole('link', { name: 'Modifier le formulaire' }).click();
  await expect(page).toHaveURL(/\/form$/);
  await expect(page.getByRole('navigation', { name: 'Examens de ce type' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await takePhone(page, 'exam-form');

  await openRecord(page, 'notificationTypes', 'account_created');
  await scrollToTop(page.getByRole('heading', { name: 'Contenus de l’e-mail' }));
  await takePhone(page, 'mail-template');
  await page.close();
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const executablePath = chromiumPath();
  console.log('Building the console…');
  await build({ root: ROOT, logLevel: 'warn', configFile: path.join(ROOT, 'vite.config.ts') });
  const server = await startServer(await freePort(), { SEED: 'demo' });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    if (only !== 'desktop') await phonePictures(browser, server.url);
    if (only === 'phone') return;
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
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
