import type { Language } from '../lib/model';

/** The console's language unless the tab chose another: a module of its own, light enough for the first script. */
export const DEFAULT_LOCALE: Language = 'fr';
