import type { Page } from '@playwright/test';
import { midSentence } from '../../i18n/resourceMessages';
import type { Language } from '../../lib/model';
import { translate } from './consoleMessages';
import { addChiefComplaintRule, openRecord } from './editorSteps';
import { FIRST_CONNECT_TOKEN } from './firstConnectToken';
import { chooseFrenchUnlessChosen, expect, openSignedIn, signIn, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';

/**
 * Issue 31, responsive: an administrator on a phone fills the forms and uses the special editors, and no page scrolls
 * sideways (docs/responsive-forms.md). French on a 390-px phone; one story in English on a 360-px one, the narrowest
 * width the console supports.
 */

const SMALL_PHONE = { width: 360, height: 740 };

/** The create form's labels of a session sub-category, in each language (resources/sessionCategories/i18n.ts). */
const SUB_CATEGORY = {
  fr: {
    one: 'Sous-catégorie de séances',
    labels: ['Libellé (français) *', 'Libellé (anglais) *'],
    key: 'Clé *',
    parent: 'Catégorie parente *',
  },
  en: {
    one: 'Session sub-category',
    labels: ['Label (French) *', 'Label (English) *'],
    key: 'Key *',
    parent: 'Parent category *',
  },
} as const;

/**
 * Fills a session sub-category's create form, saves it with the toolbar's button (in reach at the bottom of the
 * screen), finds it on its own page, then deletes it there, the confirmation fitting the screen too.
 */
async function createsAndDeletesASubCategory(page: Page, language: Language): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => translate(language, key, values);
  const { one, labels, key, parent } = SUB_CATEGORY[language];
  const unique = Date.now().toString(36);
  const names = { fr: `Téléconsultation ${unique}`, en: `Remote visit ${unique}` };
  /** The record as the console names it: in the tab's language. */
  const label = names[language];

  await page.goto('/#/sessionSubCategories/create');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: labels[0] })).toBeVisible();
  await expectNoSidewaysScroll(page, `/sessionSubCategories/create (${language})`);
  await main.getByRole('textbox', { name: labels[0] }).fill(names.fr);
  await main.getByRole('textbox', { name: labels[1] }).fill(names.en);
  await main.getByRole('textbox', { name: key }).fill(`phone_${unique}`);
  await main.getByRole('combobox', { name: parent }).click();
  await page.getByRole('option', { name: 'Consultations', exact: true }).click();
  const save = page.getByRole('button', { name: t('ra.action.save'), exact: true });
  await expect(save).toBeInViewport();
  await save.click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('app.notifications.created', { name: one }) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/sessionSubCategories\/\d+$/);
  await expect(main.getByRole('textbox', { name: labels[0] })).toHaveValue(names.fr);
  await expectNoSidewaysScroll(page, `a session sub-category's page (${language})`);

  const remove = main.getByRole('button', { name: t('ra.action.delete'), exact: true }).first();
  await expect(remove).toBeInViewport();
  await remove.click();
  const title = t('screens.deleteDialog.title', {
    name: midSentence(one),
    recordRepresentation: t('screens.list.quoted', { text: label }),
  });
  const confirmation = page.getByRole('dialog', { name: title, exact: true });
  await expect(confirmation).toBeVisible();
  await expectNoSidewaysScroll(page, `the delete confirmation (${language})`);
  await confirmation.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
  await expect(page).toHaveURL(/#\/sessionSubCategories(\?.*)?$/);
}

test.describe('on a 390-px phone, in French', () => {
  test.use({ viewport: PHONE_SCREEN });

  test('an administrator signs in on a phone, the public pages and home fitting the screen', async ({ page }) => {
    await page.goto('/#/login');
    await chooseFrenchUnlessChosen(page);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the sign-in page');

    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/#\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the forgotten-password page');

    await page.goto('/#/reset-password?key=phone');
    await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the reset page');

    await page.evaluate((token) => window.sessionStorage.setItem('auth.token', token), FIRST_CONNECT_TOKEN);
    await page.goto('/#/first-connect');
    await expect(page.getByRole('heading', { name: 'Première connexion' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the first-connection page');
    await page.evaluate(() => window.sessionStorage.removeItem('auth.token'));

    await signIn(page);
    await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'home');
  });

  test('an administrator fills and saves a create form on a phone, then deletes the record', async ({
    signedIn: page,
  }) => {
    await createsAndDeletesASubCategory(page, 'fr');
  });

  test('an administrator tries the teeth chart on a phone: each jaw one side after the other', async ({
    signedIn: page,
  }) => {
    await openRecord(page, 'attributes', 'Récessions gingivales');
    const chart = page.getByRole('group', { name: 'Aperçu de la sélection de dents' });
    const tooth = (number: number) => chart.getByRole('button', { name: String(number), exact: true });
    await expect(chart.getByRole('button')).toHaveCount(52);
    // Above each jaw's right side, the other one's caption above its left side.
    await expect(chart.getByText('Droite du patient').filter({ visible: true })).toHaveCount(2);
    await expect(chart.getByText('Gauche du patient').filter({ visible: true })).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'the teeth chart');
    await tooth(28).click();
    await expect(tooth(28)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Sélection : 28' })).toBeVisible();
  });

  test("an administrator edits an image template's cells on a phone: one cell under the other", async ({
    signedIn: page,
  }) => {
    await openRecord(page, 'imageTemplates', 'Planche orthodontique 3 × 3');
    const cells = page.getByRole('group', { name: /^Case \d × \d/ });
    await expect(cells).toHaveCount(9);
    await expect(page.getByRole('img', { name: 'Aperçu du modèle' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the image-template grid');
    await page.getByRole('checkbox', { name: 'Choisir : Case 1 × 1' }).check();
    await page.getByRole('checkbox', { name: 'Choisir : Case 1 × 2' }).check();
    await expect(page.getByRole('button', { name: 'Fusionner les cases choisies' })).toBeEnabled();
  });

  test("an administrator writes a sheet's content on a phone, the preview below the sections", async ({
    signedIn: page,
  }) => {
    await openRecord(page, 'pedagogicalSheetsMinidiag', 'Classe II division 1');
    await page.getByRole('tab', { name: 'Contenu' }).click();
    const preview = page.getByRole('region', { name: 'Aperçu' });
    await expect(preview.getByRole('heading', { level: 3 })).toHaveText('Classe II division 1');
    await expectNoSidewaysScroll(page, "the sheet's content and preview");
    const typed = `Rétrognathie mandibulaire (${Date.now().toString(36)}).`;
    await page
      .getByRole('group', { name: 'Section 1' })
      .getByRole('textbox', { name: 'Contenu (français)' })
      .fill(typed);
    await expect(preview).toContainText(typed);
  });

  test("an administrator adds a key word from a sheet's page on a phone, each list with its own button", async ({
    signedIn: page,
  }) => {
    await openRecord(page, 'pedagogicalSheetsMinidiag', 'Classe II division 1');
    // Not react-admin's button floating over the screen's corner, where the page's three lists put theirs on top of
    // each other: a click reaches only the button on top.
    await page.getByRole('region', { name: 'Mots-clés des fiches' }).getByRole('link', { name: 'Ajouter' }).click();
    await expect(page).toHaveURL(/#\/pedagogicalSheetKeyWords\/create$/);
  });

  test('an administrator tests a condition on a phone, its dialog fitting the screen', async ({ signedIn: page }) => {
    await page.goto('/#/actTypes/create');
    const condition = await addChiefComplaintRule(page);
    await expectNoSidewaysScroll(page, 'the condition editor');
    await condition.getByRole('button', { name: 'Tester la condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tester la condition' });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page, 'the condition test dialog');
    await dialog.getByRole('textbox', { name: 'Réponse : Attribut « Motif de consultation »' }).fill('forte douleur');
    await expect(dialog.getByRole('status')).toHaveText("Condition remplie : l'élément est affiché.");
  });

  test("an administrator edits an exam's form on a phone: the steps one under the other", async ({
    signedIn: page,
  }) => {
    await openRecord(page, 'examsAnamnesis', 'Motif de consultation');
    await page.getByRole('link', { name: 'Modifier le formulaire' }).click();
    await expect(page).toHaveURL(/#\/examsAnamnesis\/\d+\/form$/);
    const steps = page.getByRole('navigation', { name: 'Examens de ce type' }).getByRole('button');
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: 'Libellé (français) *' })).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'the exam form editor');
    await expect(page.getByRole('button', { name: 'Enregistrer', exact: true })).toBeInViewport();
  });

  test("an administrator writes an e-mail's text on a phone, its preview below", async ({ signedIn: page }) => {
    await openRecord(page, 'notificationTypes', 'account_created');
    const preview = page.getByRole('region', { name: 'Aperçu' });
    await expect(preview).toContainText('Vos identifiants temporaires');
    await expectNoSidewaysScroll(page, 'the e-mail template editor');
  });
});

test.describe('on a 360-px phone, in English', () => {
  test.use({ viewport: SMALL_PHONE });

  test('an administrator fills a form, the teeth chart and an image template on the narrowest phone', async ({
    page,
    request,
  }) => {
    // The tab's language before the console starts: English from the first page, whatever the app bar shows.
    await page.addInitScript(() => window.sessionStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await openSignedIn(page, request);
    await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'home (en, 360 px)');

    await createsAndDeletesASubCategory(page, 'en');

    await openRecord(page, 'attributes', 'Gingival recessions');
    await expect(page.getByRole('group', { name: 'Teeth selection preview' }).getByRole('button')).toHaveCount(52);
    await expectNoSidewaysScroll(page, 'the teeth chart (en, 360 px)');

    await openRecord(page, 'imageTemplates', 'Orthodontic 3 × 3 board');
    await expect(page.getByRole('group', { name: /^Cell \d × \d/ })).toHaveCount(9);
    await expectNoSidewaysScroll(page, 'the image-template grid (en, 360 px)');
  });
});
