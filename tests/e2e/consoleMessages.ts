import type { Page } from '@playwright/test';
import { consoleMessages } from '../../i18n/consoleMessages';
import type { Language } from '../../lib/model';
import { expect } from './fixtures';

/**
 * The console's own messages in each language (react-admin's with the product's laid over them, as the console
 * has them). The catalogue texts of resources/<name>/i18n.ts are read by tests/e2e/catalogues/catalogueModels.ts.
 */
export const MESSAGES = consoleMessages;

/** A message with its `%{name}` placeholders filled, as react-admin's polyglot provider does. */
export const format = (message: string, values: Record<string, string | number> = {}) =>
  message.replace(/%\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/** The plural form of a `singular |||| plural` message (a count of 2 or more in both languages). */
export const plural = (message: string) => message.split('||||').at(-1)?.trim() ?? message;

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
