import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '../../lib/model';
import attributeTexts from '../../resources/attributes/i18n';
import { translate } from './consoleMessages';
import { apiToken, expect, test, tr } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';

/**
 * Issue 29 (docs/history.md, "In the console"): an administrator changes an attribute's options, finds the change in
 * the attribute's history, restores the version before it, and sees on /home the failed sign-in of someone who typed
 * a wrong password. In French and in English.
 */

const OTHER: Record<Language, Language> = { fr: 'en', en: 'fr' };

/** A select attribute of the story's own, with two options, created through the API. */
async function createAttribute(request: APIRequestContext, baseUrl: string, stamp: string): Promise<number> {
  const answer = await request.post(`${baseUrl}/api/attributes`, {
    headers: { Authorization: `Bearer ${await apiToken(request, baseUrl)}` },
    data: {
      label: tr(`Mobilité ${stamp}`, `Mobility ${stamp}`),
      keyName: `mobilite-${stamp}`,
      usage: 'exam',
      type: 'select',
      options: {
        options: [
          { value: 'leger', label: tr('Léger', 'Mild') },
          { value: 'severe', label: tr('Sévère', 'Severe') },
        ],
      },
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).id as number;
}

/** The text box of the second option's label in `language` (the attribute's own label, required, is marked « * »). */
const secondOptionLabel = (page: Page, ui: Language, language: Language) =>
  page
    .getByRole('textbox', {
      name: `${translate(ui, 'screens.attributeOptions.optionLabel')} (${translate(ui, `screens.languages.${language}`)})`,
      exact: true,
    })
    .nth(1);

for (const language of ['fr', 'en'] as const) {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const { fields, one: attributeName } = attributeTexts[language];
  const [before, after] = language === 'fr' ? ['Sévère', 'Très sévère'] : ['Severe', 'Very severe'];

  test(`${language}: an attribute's options changed, read in its history, restored; a failed sign-in on /home`, async ({
    signedIn: page,
    request,
    baseURL,
  }) => {
    test.slow();
    const stamp = `${Date.now()}-${language}`;
    const id = await createAttribute(request, baseURL!, stamp);
    await page.goto('/#/home');
    if (language === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { name: t('history.feed.title') })).toBeVisible();
    }

    // The options changed and saved from the form.
    await page.goto(`/#/attributes/${id}`);
    const optionLabel = secondOptionLabel(page, language, language);
    await expect(optionLabel).toHaveValue(before);
    await optionLabel.fill(after);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect(page).toHaveURL(/#\/attributes$/);

    // The change in the attribute's history: who, what, the option's label before and after.
    await page.goto(`/#/attributes/${id}`);
    await expect(optionLabel).toHaveValue(after);
    await page.getByRole('button', { name: t('history.title') }).click();
    const history = page.getByRole('region', { name: t('history.title') });
    const update = history.getByRole('listitem', { name: t('history.actions.update') });
    await expect(update).toContainText('admin@example.com');
    const optionsRow = update.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fields.options }) });
    await expect(optionsRow.getByRole('cell', { name: t('history.before') })).toContainText(before);
    await expect(optionsRow.getByRole('cell', { name: t('history.after') })).toContainText(after);
    await expect(history.getByRole('listitem').first()).toContainText(t('history.current'));
    await page.screenshot({ path: test.info().outputPath(`history-${language}.png`), fullPage: true });

    // Back to the version as created, over a description typed and not saved: the confirmation says it will be
    // replaced; then the form shows the old options, the typed text gone, and the history the revert.
    const description = page.getByRole('textbox', {
      name: `${fields.description} (${t(`screens.languages.${language}`)})`,
    });
    await description.fill(language === 'fr' ? 'Texte non enregistré' : 'Unsaved text');
    const creation = history.getByRole('listitem', { name: t('history.actions.create') });
    await creation.getByRole('button', { name: t('history.revert.button') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('history.revert.content'));
    await expect(dialog).toContainText(t('history.revert.unsaved'));
    await page.screenshot({ path: test.info().outputPath(`revert-dialog-${language}.png`) });
    await dialog.getByRole('button', { name: t('history.revert.confirm') }).click();
    await expect(optionLabel).toHaveValue(before);
    await expect(description).toHaveValue('');
    await expect(secondOptionLabel(page, language, OTHER[language])).toHaveValue(
      language === 'fr' ? 'Severe' : 'Sévère',
    );
    const revert = history.getByRole('listitem').first();
    await expect(revert).toHaveAccessibleName(t('history.actions.revert'));
    await expect(revert.getByRole('cell', { name: t('history.after') })).toContainText(before);
    await expect(history.getByRole('listitem')).toHaveCount(3);
    // Nothing is left to save: the form holds the record as stored.
    await expect(page.getByRole('button', { name: t('ra.action.save') })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`reverted-${language}.png`), fullPage: true });

    // Someone types a wrong password: /home's recent changes show the failed sign-in with the login tried.
    const login = `intrus-${stamp}@example.com`;
    const refused = await request.post(`${baseURL}/api/auth/token`, {
      data: { login, password: 'Wrong-Passw0rd!', userType: 'admin' },
    });
    expect(refused.status()).toBe(401);
    await page.goto('/#/home');
    const feed = page.getByRole('region', { name: t('history.feed.title') });
    await feed.getByRole('combobox', { name: t('history.feed.action') }).click();
    await page.getByRole('option', { name: t('history.actions.sign-in-failed'), exact: true }).click();
    const failed = feed
      .getByRole('listitem', { name: t('history.actions.sign-in-failed') })
      .filter({ hasText: t('history.feed.loginTried', { login }) });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(t('history.nobody'));
    await page.screenshot({ path: test.info().outputPath(`home-feed-${language}.png`), fullPage: true });
    // On a phone the login tried wraps inside its chip: on one line it made /home 462 px wide in a 390-px window.
    const desktop = page.viewportSize();
    await page.setViewportSize(PHONE_SCREEN);
    await expect(failed).toBeVisible();
    await expectNoSidewaysScroll(page, `/home with a failed sign-in (${language}, ${PHONE_SCREEN.width} px)`);
    if (desktop) await page.setViewportSize(desktop);

    // Each record's entry leads to its modify page.
    await feed.getByRole('combobox', { name: t('history.feed.action') }).click();
    await page.getByRole('option', { name: t('history.actions.revert'), exact: true }).click();
    const name = `${attributeName} · ${language === 'fr' ? 'Mobilité' : 'Mobility'} ${stamp}`;
    await feed.getByRole('link', { name: t('history.feed.open', { name }) }).click();
    await expect(page).toHaveURL(new RegExp(`#/attributes/${id}$`));
    await expect(optionLabel).toHaveValue(before);
  });
}
