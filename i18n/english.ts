import englishMessages from 'ra-language-english';
import en from './en';
import { overlay } from './overlay';

/** react-admin's English texts with the product's (i18n/en.ts) laid over them: loaded when English is chosen. */
export const englishConsoleMessages = overlay(englishMessages, en);
