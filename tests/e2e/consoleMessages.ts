import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page } from '@playwright/test';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { consoleMessages } from '../../i18n/consoleMessages';
import type { Language } from '../../lib/model';
import { RESOURCES_DIR } from '../../server/models';

/**
 * The console's own messages in each language (react-admin's with the product's laid over them, as the console
 * has them). The catalogue texts of resources/<name>/i18n.ts are read by tests/e2e/catalogues/catalogueModels.ts.
 */
export const MESSAGES = consoleMessages;

/**
 * The texts of the catalogues' own screens (resources/<name>/messages.ts), found by the folder scan the server uses
 * for models (server/models.ts) where the console (i18n/index.ts) reads them with import.meta.glob.
 */
async function loadScreenMessages(): Promise<Record<Language, object>[]> {
  const found: Record<Language, object>[] = [];
  for (const entry of readdirSync(RESOURCES_DIR, { withFileTypes: true })) {
    const file = path.join(RESOURCES_DIR, entry.name, 'messages.ts');
    if (entry.isDirectory() && existsSync(file)) found.push((await import(pathToFileURL(file).href)).default);
  }
  return found;
}

const screenMessages = await loadScreenMessages();

/** A language's messages as the console has them, without `resources.*`: its own, then its screens' at the root. */
const messagesIn = (language: Language) =>
  Object.assign({}, MESSAGES[language], ...screenMessages.map((messages) => messages[language])) as TranslationMessages;

const providers = {
  fr: polyglotI18nProvider(() => messagesIn('fr'), 'fr'),
  en: polyglotI18nProvider(() => messagesIn('en'), 'en'),
};

/**
 * A console message by its key, its `%{name}` values filled and its `smart_count` plural chosen by the provider the
 * console builds (ra-i18n-polyglot, i18n/index.ts), over the same messages (the catalogues' labels aside: the walk
 * reads them from resources/<name>/i18n.ts). A key it does not know fails the story
 * (the console would show the key itself).
 */
export function translate(language: Language, key: string, values?: Record<string, string | number>): string {
  const text = providers[language].translate(key, values);
  if (text === key) throw new Error(`No console message ${key} in ${language} (i18n/*.ts, react-admin's)`);
  return text;
}

/**
 * The first segments of the console's message keys (`resources`, `screens`, `ra`, …, and the catalogues' own screens'
 * roots): a text starting with one of them and a dot is a key shown instead of its text.
 */
export const MESSAGE_KEY_ROOTS: readonly string[] = [
  ...new Set(['resources', ...(['fr', 'en'] as const).flatMap((language) => Object.keys(messagesIn(language)))]),
].filter((root) => /^[a-z][A-Za-z]*$/.test(root));

/** A pattern matching a console message in either language, inside a longer text (a label with its * mark). */
export const inEitherLanguage = (key: string): RegExp =>
  new RegExp(
    (['fr', 'en'] as const)
      .map((language) => translate(language, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'i',
  );

/**
 * MUI's `sm` breakpoint, which the console's theme keeps: on a tab narrower than it the app bar folds the flags, the
 * theme switch and the demo badge into one « Langue et affichage » menu (src/layout/AppBar.tsx, CompactSettingsMenu.tsx).
 */
const APP_BAR_FOLDS_SETTINGS_BELOW = 600;

/**
 * Whether the page shows its settings folded into « Langue et affichage »: a page of the console (its app bar, the
 * `banner`) on a tab narrower than the app bar's breakpoint. Read from the tab's width, which the story set, not from
 * which buttons are on screen: just after a resize the console may still draw the other bar. The sign-in pages keep
 * their flags and theme switch at every width. Waits for the page to be drawn.
 */
export async function foldsSettings(page: Page): Promise<boolean> {
  const narrow = (page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) < APP_BAR_FOLDS_SETTINGS_BELOW;
  if (!narrow) return false;
  // Drawn: a console page's heading is in its app bar, a sign-in page's in its card (the early listing has none).
  await expect(page.locator('h1').first()).not.toBeEmpty();
  return (await page.getByRole('banner').count()) > 0;
}

/** Opens the phone app bar's « Langue et affichage » menu. */
export async function openSettingsMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: inEitherLanguage('app.settingsMenu') }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * Switches the interface language as a user does, with the flag buttons of the app bar
 * (src/layout/LanguageSwitch.tsx), or on a phone from its « Langue et affichage » menu; the choice is kept in the tab's
 * sessionStorage. Each flag is named `app.language.<code>`, a language's own name, which both catalogues spell the same.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const name = MESSAGES[language].app.language[language];
  if (await foldsSettings(page)) {
    await openSettingsMenu(page);
    await page.getByRole('menuitemradio', { name, exact: true }).click();
  } else {
    const flag = page.getByRole('button', { name, exact: true });
    await flag.click();
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
