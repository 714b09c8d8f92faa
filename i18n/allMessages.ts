import type { TranslationMessages } from 'react-admin';
import type { Language } from '../lib/model';
import { consoleMessages } from './consoleMessages';
import { messagesOf } from './index';

/** Both languages' whole message tables at once (tests, parity checks); the console loads English on demand. */
export const allMessages: Record<Language, TranslationMessages> = {
  fr: messagesOf('fr', consoleMessages.fr),
  en: messagesOf('en', consoleMessages.en),
};
