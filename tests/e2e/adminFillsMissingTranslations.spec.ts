import type { Page } from '@playwright/test';
import { chooseLanguage } from './consoleMessages';
import { expect, readAndCloseToast, test } from './fixtures';

/**
 * docs/translation.md: /home counts the items missing a language; its link opens the listing with « Traduction
 * manquante » on; beside the empty box, the engine suggests the translation, which the administrator edits and saves;
 * the count drops. The worker's server asks a fake LibreTranslate (tests/fakes/translationEngine.ts), which answers
 * `[en] <text>`. Each story completes a different demo record named in French only.
 */
test.use({ withTranslationEngine: true });

const missingLink = (page: Page, name: RegExp) =>
  page.getByRole('region', { name: /^(Traductions manquantes|Missing translations)$/ }).getByRole('link', { name });

test('an administrator fills an English label from French, saves, and its catalogue leaves /home’s missing translations', async ({
  signedIn: page,
  translationEngine,
}) => {
  await page.goto('/#/home');
  const sessionTypes = missingLink(page, /^Types de séances : 1 élément sans traduction$/);
  await expect(sessionTypes).toBeVisible();
  await sessionTypes.click();
  await expect(page).toHaveURL(/#\/sessionTypes\?.*missingTranslation/);
  await expect(page.getByRole('switch', { name: 'Traduction manquante' })).toBeChecked();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: /^Contrôle de contention/ }).click();
  await expect(page).toHaveURL(/#\/sessionTypes\/\d+$/);

  const english = page.getByRole('textbox', { name: 'Libellé (anglais) *' });
  await expect(english).toHaveValue('');
  await page.getByRole('button', { name: 'Traduire depuis le français' }).click();
  await expect(english).toHaveValue('[en] Contrôle de contention');
  await page.screenshot({ path: 'test-results/translation-suggested.png' });
  expect(translationEngine?.requests.at(-1)).toMatchObject({ q: 'Contrôle de contention', source: 'fr', target: 'en' });
  // A suggestion: the administrator corrects it before saving.
  await english.fill('Retention check');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Type de séance : modifications enregistrées' }),
  ).toBeVisible();

  // Other catalogues still miss a language: the panel stays, without session types.
  await page.goto('/#/home');
  await expect(missingLink(page, /^Types de documents : /)).toBeVisible();
  await expect(missingLink(page, /^Types de séances/)).toHaveCount(0);
});

test('in English, the whole form’s empty boxes are filled from French in one action, and the count drops', async ({
  signedIn: page,
}) => {
  await page.goto('/#/home');
  await chooseLanguage(page, 'en');
  const documentTypes = missingLink(page, /^Document types: 1 item missing a language$/);
  await expect(documentTypes).toBeVisible();
  await documentTypes.click();
  await page.getByRole('cell', { name: /^Scan facial 3D/ }).click();
  await expect(page).toHaveURL(/#\/documentTypes\/\d+$/);

  const english = page.getByRole('textbox', { name: 'Label (English) *' });
  await expect(english).toHaveValue('');
  await page.getByRole('button', { name: 'Translate empty fields' }).click();
  await expect(english).toHaveValue('[en] Scan facial 3D');
  // Closed once read: the save's toast then shows at once.
  await readAndCloseToast(page, 'Empty fields translated: 1 field filled. Check them before saving.');
  await english.fill('3D face scan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Document type saved' })).toBeVisible();

  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'Missing translations' })).toBeVisible();
  await expect(missingLink(page, /^Document types/)).toHaveCount(0);
});
