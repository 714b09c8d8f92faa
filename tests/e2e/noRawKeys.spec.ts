import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { watchConsoleErrors } from './consoleErrors';
import { chooseLanguage, MESSAGES } from './consoleMessages';
import { expect, openSignedIn, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';
import { expectTranslatedTexts, RAW_KEY } from './translatedTexts';

/**
 * Every page of the menu, its add page and its first record's page, reached as an administrator goes, in English on a
 * phone's screen (issue 31: no page scrolls sideways from 360 px up). The same checks in French at a desktop's width
 * are the accessibility audit's, which opens every one of these pages in French first
 * (accessibility/auditPlan.ts, `translatedInFrench`).
 */
test.describe.configure({ mode: 'parallel' });

const language = 'en';

/**
 * Waits until the page has its title (this one, or any) and nothing loads any more, then checks its texts, and that
 * it fits the screen's width.
 */
async function expectTranslatedPage(page: Page, where: string, title?: string, controlsIn: 'body' | 'main' = 'main') {
  const shownTitle = page.locator('#react-admin-title');
  await (title === undefined ? expect(shownTitle, where).not.toBeEmpty() : expect(shownTitle, where).toHaveText(title));
  await expect(page.getByRole('progressbar'), where).toHaveCount(0);
  await expectTranslatedTexts(page, where, controlsIn);
  await expectNoSidewaysScroll(page, where);
}

/**
 * Opens the console signed in, switches to English and answers the menu's entries (text and route), read on a
 * desktop's screen. The tab then becomes a phone's and the console starts again there (one load): it lays itself out
 * for the screen it starts on (the menu a closed drawer).
 */
async function openConsoleInEnglish(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request);
  await chooseLanguage(page, language);
  const { label, home } = MESSAGES[language].app.menu;
  const menu = page.getByRole('navigation', { name: label });
  await expect(menu.getByRole('link', { name: home })).toBeVisible();
  const entries = await menu
    .getByRole('link')
    .evaluateAll((items) =>
      items.map((item) => ({ text: item.textContent?.trim() ?? '', href: item.getAttribute('href') ?? '' })),
    );
  expect(entries.length).toBeGreaterThan(40);
  await page.setViewportSize(PHONE_SCREEN);
  await page.reload();
  await expect(page.locator('#react-admin-title')).toHaveText(MESSAGES[language].app.home.title);
  return { menu, entries };
}

/** Opens a menu entry: on a phone, the drawer is closed between pages and opened by the app bar's menu button. */
async function openMenuEntry(page: Page, menu: Locator, text: string) {
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: MESSAGES[language].ra.action.open_menu, exact: true }).click();
  await menu.getByRole('link', { name: text, exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (href: string) => new RegExp(`${escapeRegExp(href)}$`);

/**
 * The menu's entries are walked in PARTS tests (every PARTS-th entry each), so the walk spreads over the workers
 * instead of holding one for minutes at the end of a run.
 */
const PARTS = 3;

for (let part = 0; part < PARTS; part += 1) {
  test(`every page of the menu (part ${part + 1} of ${PARTS}), its add page and its first row's edit page are translated in ${language}, on a ${PHONE_SCREEN.width}-px phone without sideways scrolling, without console errors`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = watchConsoleErrors(page);
    const { menu, entries } = await openConsoleInEnglish(page, request);
    const { app, ra } = MESSAGES[language];
    await expectTranslatedPage(page, `/home (${language})`, app.home.title, 'body');
    const main = page.getByRole('main');
    const createLink = main.getByRole('link', { name: ra.action.create, exact: true });
    // A listing's first record, opened by clicking one of its cells that holds no button, link or selection box.
    const firstRowCell = main
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .getByRole('cell')
      .filter({ hasNot: page.getByRole('button') })
      .filter({ hasNot: page.getByRole('link') })
      .filter({ hasNot: page.getByRole('checkbox') })
      .first();

    let addPages = 0;
    let editPages = 0;
    for (const { text, href } of entries.filter((_, index) => index % PARTS === part)) {
      expect(text, `menu entry ${href}`).not.toBe('');
      expect(text, `menu entry ${href}`).not.toMatch(RAW_KEY);
      await openMenuEntry(page, menu, text);
      await expect(page).toHaveURL(endsWith(href));
      await expectTranslatedPage(page, `${href} (${language})`, text);
      if (href === '#/home') continue;
      const hasRows = (await firstRowCell.count()) > 0;

      if ((await createLink.count()) > 0) {
        addPages += 1;
        await createLink.click();
        await expect(page).toHaveURL(endsWith(`${href}/create`));
        await expectTranslatedPage(page, `${href}/create (${language})`);
        if (hasRows) {
          await page.goBack();
          await expect(page).toHaveURL(endsWith(href));
        }
      }

      if (hasRows) {
        editPages += 1;
        await firstRowCell.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}/\\d+$`));
        await expectTranslatedPage(page, `${page.url().split('#')[1]} (${language})`);
      }
    }
    expect(addPages).toBeGreaterThan(20 / PARTS);
    expect(editPages).toBeGreaterThan(30 / PARTS);
    expect(errors.list, 'console errors').toEqual([]);
  });
}
