import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

/** A translation key shown instead of its text. */
const RAW_KEY = /^(resources|views|app|ra)\.[a-zA-Z_.]+$/;
/** An aria snapshot line of a control without a name, e.g. `- button` or `- textbox [disabled]: value`. */
const UNNAMED_CONTROL =
  /^\s*- (button|link|menuitem|textbox|combobox|checkbox|radio|tab|switch|spinbutton)(\s\[[^\]]*\])*(:.*)?$/gm;

const LANGUAGES = [
  { code: 'fr', flag: 'Français', menu: 'Navigation principale', home: 'Accueil', create: 'Créer' },
  { code: 'en', flag: 'English', menu: 'Main navigation', home: 'Home', create: 'Create' },
] as const;

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

async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(UNNAMED_CONTROL)].map((match) => match[0].trim());
}

/** Waits until the page has its title and nothing loads any more, then checks its texts. */
async function expectTranslatedPage(page: Page, title: string, where: string) {
  await expect(page.locator('#react-admin-title'), where).toHaveText(title);
  await expect(page.getByRole('progressbar'), where).toHaveCount(0);
  expect(await rawKeysShown(page), `raw keys on ${where}`).toEqual([]);
  expect(await unnamedControls(page), `controls without a name on ${where}`).toEqual([]);
}

/** Signs in, switches to the language and answers the menu's entries (text and route). */
async function openConsoleIn(page: Page, language: (typeof LANGUAGES)[number], errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await signIn(page);
  await page.getByRole('button', { name: language.flag }).click();
  const menu = page.getByRole('menu', { name: language.menu });
  await expect(menu.getByRole('menuitem', { name: language.home })).toBeVisible();
  const entries = await menu
    .getByRole('menuitem')
    .evaluateAll((items) =>
      items.map((item) => ({ text: item.textContent?.trim() ?? '', href: item.getAttribute('href') ?? '' })),
    );
  expect(entries.length).toBeGreaterThan(40);
  return { menu, entries };
}

const endsWith = (href: string) => new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

for (const language of LANGUAGES) {
  test(`every page of the menu and its add page are translated in ${language.code}, without console errors`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    const { menu, entries } = await openConsoleIn(page, language, errors);
    await expectTranslatedPage(page, language.home, `/home (${language.code})`);
    const createLink = page.getByRole('main').getByRole('link', { name: language.create, exact: true });

    let addPages = 0;
    for (const { text, href } of entries) {
      expect(text, `menu entry ${href}`).not.toBe('');
      expect(text, `menu entry ${href}`).not.toMatch(RAW_KEY);
      await menu.getByRole('menuitem', { name: text, exact: true }).click();
      await expect(page).toHaveURL(endsWith(href));
      await expectTranslatedPage(page, text, `${href} (${language.code})`);

      if (href === '#/home' || (await createLink.count()) === 0) continue;
      addPages += 1;
      await createLink.click();
      await expect(page).toHaveURL(endsWith(`${href}/create`));
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const where = `${href}/create (${language.code})`;
      await expect(page.locator('#react-admin-title'), where).not.toBeEmpty();
      expect(await rawKeysShown(page), `raw keys on ${where}`).toEqual([]);
      expect(await unnamedControls(page), `controls without a name on ${where}`).toEqual([]);
    }
    expect(addPages).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });
}
