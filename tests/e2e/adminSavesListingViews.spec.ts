import type { Page } from '@playwright/test';
import type { Language } from '../../lib/model';
import { TAB_SETTINGS } from './chromium';
import { translate } from './consoleMessages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiToken, expect, searchListing, test } from './fixtures';

/** The names of the listing's rows, in order. */
const shownNames = (page: Page) => page.getByRole('main').locator('tbody').getByRole('link').allTextContents();
const header = (page: Page, name: string) => page.getByRole('main').getByRole('columnheader', { name, exact: true });

const SEARCHED: Record<Language, string> = { fr: 'attaches', en: 'bonding' };
/** The act types' column headers (resources/actTypes/i18n.ts). */
const FIELDS: Record<Language, Record<string, string>> = {
  fr: { label: 'Libellé', keyName: 'Clé', categoryId: 'Catégorie', pedagogicalSheetId: 'Fiche pédagogique' },
  en: { label: 'Label', keyName: 'Key', categoryId: 'Category', pedagogicalSheetId: 'Pedagogical sheet' },
};

for (const language of ['fr', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const field = (name: string) => FIELDS[language][name];

  test(`(${language}) an administrator saves a view with a search and two hidden columns, then opens its link in another browser`, async ({
    signedIn: page,
    browser,
    baseURL,
    request,
  }) => {
    // The columns start as the listing's own whatever an earlier story chose.
    const token = await apiToken(request, baseURL as string);
    await request.put(`${baseURL}/api/column-choices/actTypes`, {
      headers: { authorization: `Bearer ${token}` },
      data: { columns: null },
    });
    await page.addInitScript(
      (locale) => window.sessionStorage.setItem('RaStore.locale', JSON.stringify(locale)),
      language,
    );
    await page.goto('/#/actTypes');
    await expect(header(page, field('keyName'))).toBeVisible();
    await searchListing(page, SEARCHED[language], t('screens.list.search'));

    // Two columns hidden with the chooser, drawn at once.
    await page.getByRole('button', { name: t('columns.button') }).click();
    const chooser = page.getByRole('dialog', { name: t('columns.title') });
    await chooser.getByRole('checkbox', { name: field('keyName') }).uncheck();
    await chooser.getByRole('checkbox', { name: field('pedagogicalSheetId') }).uncheck();
    await chooser.getByRole('button', { name: t('columns.moveDown', { name: field('label') }) }).click();
    await page.screenshot({ path: `test-results/saved-views-columns-${language}.png` });
    await chooser.getByRole('button', { name: t('columns.close') }).click();
    await expect(header(page, field('keyName'))).toHaveCount(0);
    await expect(header(page, field('pedagogicalSheetId'))).toHaveCount(0);
    await expect
      .poll(async () => (await page.getByRole('main').getByRole('columnheader').allTextContents()).filter(Boolean))
      .toEqual([field('categoryId'), field('label')]);
    const rows = await shownNames(page);
    expect(rows.length).toBeGreaterThan(0);

    // Saved under a name; an empty or taken name is refused with a message.
    const name = `${language === 'fr' ? 'Attaches' : 'Bonding'} ${Date.now()}`;
    await page.getByRole('button', { name: t('savedViews.button') }).click();
    const views = page.getByRole('dialog', { name: t('savedViews.title') });
    const nameBox = views.getByRole('textbox', { name: t('savedViews.saveLabel') });
    await views.getByRole('button', { name: t('savedViews.save') }).click();
    await expect(views.getByText(t('savedViews.errors.nameRequired'))).toBeVisible();
    await nameBox.fill(name);
    await views.getByRole('button', { name: t('savedViews.save') }).click();
    const opener = views.getByRole('link', { name: t('savedViews.open', { name }) });
    await expect(opener).toBeVisible();
    await nameBox.fill(name.toUpperCase());
    await views.getByRole('button', { name: t('savedViews.save') }).click();
    await expect(views.getByText(t('savedViews.errors.nameTaken'))).toBeVisible();
    await page.screenshot({ path: `test-results/saved-views-dialog-${language}.png` });
    const link = new URL(`${baseURL}/${await opener.getAttribute('href')}`).hash;
    expect(link).toMatch(/^#\/actTypes\?view=\d+$/);
    await views.getByRole('button', { name: t('savedViews.close') }).click();

    // Another browser: its own storage, signed in through the form, lands on the view with the same rows and columns.
    const other = await browser.newContext({ ...TAB_SETTINGS, baseURL });
    try {
      const tab = await other.newPage();
      await tab.addInitScript(
        (locale) => window.sessionStorage.setItem('RaStore.locale', JSON.stringify(locale)),
        language,
      );
      await tab.goto(`/${link}`);
      await expect(tab).toHaveURL(/#\/login$/);
      await tab.getByRole('textbox', { name: t('app.auth.login') }).fill(ADMIN_EMAIL);
      await tab.getByLabel(t('app.auth.password')).first().fill(ADMIN_PASSWORD);
      await tab.getByRole('button', { name: t('app.auth.signIn') }).click();
      await expect(tab.getByRole('alert').filter({ hasText: t('savedViews.opened', { name }) })).toBeVisible();
      await expect(tab.getByRole('textbox', { name: t('screens.list.search') })).toHaveValue(SEARCHED[language]);
      await expect(header(tab, field('label'))).toBeVisible();
      await expect(header(tab, field('keyName'))).toHaveCount(0);
      await expect(header(tab, field('pedagogicalSheetId'))).toHaveCount(0);
      await expect.poll(() => shownNames(tab)).toEqual(rows);
      await tab.screenshot({ path: `test-results/saved-views-opened-${language}.png` });
    } finally {
      await other.close();
    }
  });
}

test('a view link opens the listing on its rows; a link to a view gone says so and shows the listing', async ({
  signedIn: page,
  baseURL,
  request,
}) => {
  const token = await apiToken(request, baseURL as string);
  const created = await request.post(`${baseURL}/api/saved-views`, {
    headers: { authorization: `Bearer ${token}` },
    data: { listing: 'protocols', name: `Ancienne ${Date.now()}`, filter: { q: 'traitement' } },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/#/protocols?view=${id}`);
  await expect(page).toHaveURL(/filter=%7B%22q%22%3A%22traitement%22%7D/);
  await expect(
    page.getByRole('main').getByRole('textbox', { name: translate('fr', 'screens.list.search') }),
  ).toHaveValue('traitement');
  await page.goto('/#/protocols?view=999999');
  await expect(page.getByRole('alert').filter({ hasText: translate('fr', 'savedViews.notFound') })).toBeVisible();
});
