import type { Page } from '@playwright/test';
import { MESSAGE_KEY_ROOTS } from './consoleMessages';
import { expect } from './fixtures';

/** A translation key shown instead of its text. */
export const RAW_KEY = new RegExp(`^(${MESSAGE_KEY_ROOTS.join('|')})\\.[a-zA-Z_.]+$`);

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

/** Controls without a name in `scope`. */
async function unnamedControls(page: Page, scope: 'body' | 'main'): Promise<string[]> {
  const snapshot = await (scope === 'body' ? page.locator('body') : page.getByRole('main')).ariaSnapshot();
  return [...snapshot.matchAll(UNNAMED_CONTROL)].map((match) => match[0].trim());
}

/**
 * The page as drawn shows no translation key instead of a text, and every control in `controlsIn` has a name: the
 * whole page on /home, `main` elsewhere (the menu and the app bar are the same on every page: read once, on /home).
 * The caller waits for the page to be drawn first.
 */
export async function expectTranslatedTexts(page: Page, where: string, controlsIn: 'body' | 'main'): Promise<void> {
  expect(await rawKeysShown(page), `raw keys on ${where}`).toEqual([]);
  expect(await unnamedControls(page, controlsIn), `controls without a name on ${where}`).toEqual([]);
}
