import type { APIRequestContext } from '@playwright/test';
import type { Language } from '../../lib/model';
import objectiveTypeTexts from '../../resources/objectiveTypes/i18n';
import selectOptionTexts from '../../resources/selectOptions/i18n';
import { translate } from './consoleMessages';
import { apiToken, expect, test, tr } from './fixtures';

/**
 * Issue 53, item 2 (docs/search.md, "Used by"): an administrator opens an attribute's « Utilisé par », sees the
 * records referring to it by catalogue with their count, sees them again in the delete confirmation before pressing
 * « Supprimer », and follows a link to the referring record. In French and in English.
 */

/** An exam attribute, an objective type listing it and a select option of it, created through the API. */
async function attributeInUse(request: APIRequestContext, baseUrl: string, stamp: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, baseUrl)}` };
  const create = async (api: string, data: Record<string, unknown>) => {
    const answer = await request.post(`${baseUrl}/api/${api}`, { headers, data });
    expect(answer.status()).toBe(201);
    return (await answer.json()).id as number;
  };
  const attribute = await create('attributes', {
    label: tr(`Mobilité ${stamp}`, `Mobility ${stamp}`),
    keyName: `mobilite-${stamp}`,
    usage: 'exam',
    type: 'text',
  });
  const categoryId = await create('objective-categories', {
    label: tr(`Buts ${stamp}`, `Goals ${stamp}`),
    keyName: `buts-${stamp}`,
  });
  const objective = await create('objective-types', {
    label: tr(`Stabiliser ${stamp}`, `Stabilise ${stamp}`),
    keyName: `stabiliser-${stamp}`,
    categoryId,
    attributeIds: [attribute],
  });
  const option = await create('select-options', {
    label: tr(`Légère ${stamp}`, `Slight ${stamp}`),
    value: `legere-${stamp}`,
    attributeId: attribute,
  });
  return { attribute, objective, option };
}

for (const language of ['fr', 'en'] as const satisfies Language[]) {
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const inLanguage = (fr: string, en: string) => (language === 'fr' ? fr : en);

  test(`${language}: an attribute's « Utilisé par » lists what refers to it, in its delete confirmation too; a link opens the record`, async ({
    signedIn: page,
    request,
    baseURL,
  }) => {
    const stamp = `${Date.now()}-${language}`;
    const ids = await attributeInUse(request, baseURL!, stamp);
    await page.goto(`/#/attributes/${ids.attribute}`);
    const main = page.getByRole('main');
    if (language === 'en') await page.getByRole('button', { name: 'English' }).click();
    await expect(
      main.getByRole('textbox', { name: inLanguage('Libellé (français) *', 'Label (French) *') }),
    ).toHaveValue(`Mobilité ${stamp}`);

    // The panel's heading counts the records using the attribute; opened, it lists them by catalogue.
    const panel = main.getByRole('button', { name: `${t('usedBy.title')} 2`, exact: true });
    await expect(panel).toBeVisible();
    await panel.click();
    const objectives = main.getByRole('list', { name: objectiveTypeTexts[language].name });
    const objective = objectives.getByRole('link', { name: inLanguage(`Stabiliser ${stamp}`, `Stabilise ${stamp}`) });
    await expect(objective).toBeVisible();
    await expect(
      main
        .getByRole('list', { name: selectOptionTexts[language].name })
        .getByRole('link', { name: inLanguage(`Légère ${stamp}`, `Slight ${stamp}`) }),
    ).toBeVisible();
    await main
      .locator('#record-used-by')
      .locator('xpath=ancestor::div[contains(@class, "MuiAccordion-root")][1]')
      .screenshot({ path: `test-results/used-by-panel-${language}.png` });

    // The delete confirmation names them before the administrator confirms.
    await main.getByRole('button', { name: t('ra.action.delete'), exact: true }).click();
    const confirmation = page.getByRole('dialog');
    await expect(confirmation.getByText(t('usedBy.deleteBlocked', { smart_count: 2 }))).toBeVisible();
    await expect(
      confirmation.getByRole('link', { name: inLanguage(`Stabiliser ${stamp}`, `Stabilise ${stamp}`) }),
    ).toHaveAttribute('href', `#/objectiveTypes/${ids.objective}`);
    await page.screenshot({ path: `test-results/used-by-delete-${language}.png` });
    await confirmation.getByRole('button', { name: t('ra.action.cancel'), exact: true }).click();
    await expect(confirmation).toHaveCount(0);

    // A link opens the referring record's page.
    await objective.click();
    await expect(page).toHaveURL(new RegExp(`#/objectiveTypes/${ids.objective}$`));
    await expect(
      main.getByRole('textbox', { name: inLanguage('Libellé (français) *', 'Label (French) *') }),
    ).toHaveValue(`Stabiliser ${stamp}`);
    // Nothing refers to the objective type: its panel says so.
    await main.getByRole('button', { name: `${t('usedBy.title')} 0`, exact: true }).click();
    await expect(main.getByText(t('usedBy.empty'))).toBeVisible();
  });
}
