import type { TranslationMessages } from 'react-admin';
import type { Language } from '../lib/model';
import { consoleMessages } from './consoleMessages';
import { catalogueOf } from './index';

/** Both languages' whole catalogues at once (tests, parity checks); the console loads English on demand. */
export const catalogues: Record<Language, TranslationMessages> = {
  fr: catalogueOf('fr', consoleMessages.fr),
  en: catalogueOf('en', consoleMessages.en),
};
