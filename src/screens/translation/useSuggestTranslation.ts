import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { Language } from '../../../lib/model';
import { MAX_TRANSLATED_TEXT_LENGTH } from '../../../lib/translationWork';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TOO_LONG, type TranslationFailure, translationFailureOf } from './translationFailure';

export type Suggestion = { text: string; failure?: undefined } | { text?: undefined; failure: TranslationFailure };

/**
 * Asks the engine for `text` (in `source`) in `target`. A text over the engine's limit is refused here, without a
 * call; a failure comes back as its message, never thrown, so the form is left as it was.
 */
export function useSuggestTranslation(): (text: string, source: Language, target: Language) => Promise<Suggestion> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(
    async (text, source, target) => {
      if (text.length > MAX_TRANSLATED_TEXT_LENGTH) return { failure: TOO_LONG };
      try {
        const { data } = await dataProvider.suggestTranslation({ text, source, target });
        if (typeof data?.text !== 'string') return { failure: translationFailureOf(undefined) };
        return { text: data.text };
      } catch (error) {
        return { failure: translationFailureOf(error) };
      }
    },
    [dataProvider],
  );
}
