import type { Language } from '../lib/model';
import { englishConsoleMessages } from './english';
import { frenchConsoleMessages } from './french';

/**
 * The console's texts without the catalogues' own (resources/<name>/i18n.ts, added by i18n/index.ts):
 * react-admin's in each language, with the product's (i18n/fr.ts, i18n/en.ts) laid over them. Both at
 * once, for tests; the console itself loads English on demand (i18n/index.ts loadMessages).
 */
export const consoleMessages = {
  fr: frenchConsoleMessages,
  en: englishConsoleMessages,
} satisfies Record<Language, object>;
