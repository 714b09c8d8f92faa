import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../../lib/model';
import { watchConsoleErrors } from './consoleErrors';
import { chooseLanguage, MESSAGE_KEY_ROOTS, MESSAGES } from './consoleMessages';
import { expect, openSignedIn, test } from './fixtures';
import { expectNoSidewaysScroll, PHONE_SCREEN } from './noSidewaysScroll';

test.describe.configure({ mode: 'parallel' });

/** A translation key shown instead of its text. */
const RAW_KEY = new RegExp(`^(${MESSAGE_KEY_ROOTS.join('|')})\\.[a-zA-Z_.]+$`);
/** An aria snapshot line of a control without a name, e.g. `- button` or `- textbox [disabled]: value`. */
const UNNAMED_CONTROL =
  /^\s*- (button|link|menuitem|textbox|combobox|checkbox|radio|tab|switch|spinbutton)(\s\[[^\]]*\])*(:.*)?$/gm;

/** Texts and labels of the page that look like translation keys: visible text, placeholders, titles, aria-labels. */
function rawKeysShown(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (pattern.test(text) && node.parentElement?.checkVisibility()) found.add(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [title], [aria-label]')) {
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (pattern.test(value)) found.add(`${name}="${value}"`);
      }
    }
    return [...found];
  }, RAW_KEY.source);
}

/** Controls without a name in `scope` (the menu and app bar are the same on every page: read once, on /home). */
async function unnamedControls(page: Page, scope: 'body' | 'main'): Promise<string[]> {
  const snapshot = await (scope === 'body' ? page.locator('body') : page.getByRole('main')).ariaSnapshot();
  return [...snapshot.matchAll(UNNAMED_CONTROL)].map((match) => match[0].trim());
}

/**
 * The English pass runs on a phone's screen (issue 31: no page scrolls sideways from 360 px up), the French one at the
 * default desktop size: one walk per language checks both widths without a load more.
 */
const onPhone = (language: Language) => language === 'en';

/**
 * Waits until the page has its title (this one, or any) and nothing loads any more, then checks its texts, and on a
 * phone that it fits the screen's width.
 */
async function expectTranslatedPage(
  page: Page,
  language: Language,
  where: string,
  title?: string,
  controlsIn: 'body' | 'main' = 'main',
) {
  const shownTitle = page.locator('#react-admin-title');
  await (title === undefined ? expect(shownTitle, where).not.toBeEmpty() : expect(shownTitle, where).toHaveText(title));
  await expect(page.getByRole('progressbar'), where).toHaveCount(0);
  expect(await rawKeysShown(page), `raw keys on ${where}`).toEqual([]);
  expect(await unnamedControls(page, controlsIn), `controls without a name on ${where}`).toEqual([]);
  if (onPhone(language)) await expectNoSidewaysScroll(page, where);
}

/**
 * Opens the console signed in, switches to the language and answers the menu's entries (text and route), read on a
 * desktop's screen. For the English pass the tab then becomes a phone's and the console starts again there (one load):
 * it lays itself out for the screen it starts on (the menu a closed drawer).
 */
async function openConsoleIn(page: Page, request: APIRequestContext, language: Language) {
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
  if (onPhone(language)) {
    await page.setViewportSize(PHONE_SCREEN);
    await page.reload();
    await expect(page.locator('#react-admin-title')).toHaveText(MESSAGES[language].app.home.title);
  }
  return { menu, entries };
}

/** Opens a menu entry; on a phone, the drawer is closed between pages and opened by the app bar's menu button. */
async function openMenuEntry(page: Page, menu: Locator, language: Language, text: string) {
  if (onPhone(language)) {
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: MESSAGES[language].ra.action.open_menu, exact: true }).click();
  }
  await menu.getByRole('link', { name: text, exact: true }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (href: string) => new RegExp(`${escapeRegExp(href)}$`);

/**
 * The menu's entries are walked in PARTS tests per language (every PARTS-th entry each), so the walk spreads over
 * the workers instead of holding one for minutes at the end of a run.
 */
const PARTS = 3;

for (const language of LANGUAGES) {
  for (let part = 0; part < PARTS; part += 1) {
    const screen = onPhone(language) ? `, on a ${PHONE_SCREEN.width}-px phone without sideways scrolling` : '';
    test(`every page of the menu (part ${part + 1} of ${PARTS}), its add page and its first row's edit page are translated in ${language}${screen}, without console errors`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      const errors = watchConsoleErrors(page);
      const { menu, entries } = await openConsoleIn(page, request, language);
      const { app, ra } = MESSAGES[language];
      await expectTranslatedPage(page, language, `/home (${language})`, app.home.title, 'body');
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
        await openMenuEntry(page, menu, language, text);
        await expect(page).toHaveURL(endsWith(href));
        await expectTranslatedPage(page, language, `${href} (${language})`, text);
        if (href === '#/home') continue;
        const hasRows = (await firstRowCell.count()) > 0;

        if ((await createLink.count()) > 0) {
          addPages += 1;
          await createLink.click();
          await expect(page).toHaveURL(endsWith(`${href}/create`));
          await expectTranslatedPage(page, language, `${href}/create (${language})`);
          if (hasRows) {
            await page.goBack();
            await expect(page).toHaveURL(endsWith(href));
          }
        }

        if (hasRows) {
          editPages += 1;
          await firstRowCell.click();
          await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}/\\d+$`));
          await expectTranslatedPage(page, language, `${page.url().split('#')[1]} (${language})`);
        }
      }
      expect(addPages).toBeGreaterThan(20 / PARTS);
      expect(editPages).toBeGreaterThan(30 / PARTS);
      expect(errors.list, 'console errors').toEqual([]);
    });
  }
}
