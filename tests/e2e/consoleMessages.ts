import type { Page } from '@playwright/test';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { consoleMessages } from '../../i18n/consoleMessages';
import type { Language } from '../../lib/model';
import { expect } from './fixtures';

/**
 * The console's own messages in each language (react-admin's with the product's laid over them, as the console
 * has them). The catalogue texts of resources/<name>/i18n.ts are read by tests/e2e/catalogues/catalogueModels.ts.
 */
export const MESSAGES = consoleMessages;

const providers = {
  fr: polyglotI18nProvider(() => MESSAGES.fr, 'fr'),
  en: polyglotI18nProvider(() => MESSAGES.en, 'en'),
};

/**
 * A console message by its key, its `%{name}` values filled and its `smart_count` plural chosen by the provider the
 * console builds (ra-i18n-polyglot, i18n/index.ts), over the same messages. A key it does not know fails the story
 * (the console would show the key itself).
 */
export function translate(language: Language, key: string, values?: Record<string, string | number>): string {
  const text = providers[language].translate(key, values);
  if (text === key) throw new Error(`No console message ${key} in ${language} (i18n/*.ts, react-admin's)`);
  return text;
}

/**
 * Switches the interface language as a user does, with the flag buttons of the app bar
 * (src/layout/LanguageSwitch.tsx); the choice is kept in the tab's sessionStorage. Each flag is named
 * `app.language.<code>`, a language's own name, which both catalogues spell the same.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const flag = page.getByRole('button', { name: MESSAGES[language].app.language[language], exact: true });
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
