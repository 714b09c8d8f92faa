import frenchMessages from 'ra-language-french';
import fr from './fr';
import { overlay } from './overlay';

/** react-admin's French texts with the product's (i18n/fr.ts) laid over them: part of the console's first load. */
export const frenchConsoleMessages = overlay(frenchMessages, fr);
