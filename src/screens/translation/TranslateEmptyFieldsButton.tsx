import TranslateIcon from '@mui/icons-material/Translate';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Language } from '../../../lib/model';
import { textIn } from '../../../lib/translationSet';
import { useTranslationEngine } from '../../providers/consoleConfig';
import { useTranslationSetSources } from './TranslationSets';
import type { TranslationFailure } from './translationFailure';
import { fillableLanguagesOf, otherLanguageOf, withText } from './translationSetEdits';
import { useSuggestTranslation } from './useSuggestTranslation';

interface Outcome {
  filled: number;
  failed: number;
  /** The first failure, or the engine's own once it failed (the texts left were then not asked for). */
  failure?: TranslationFailure;
}

/**
 * « Traduire les champs vides », in a form's toolbar: every empty language of every translation set of the form is
 * filled from its other language, one text after the other, as suggestions to check before saving; one toast sums it
 * up. Once the engine itself fails (missing, down, too slow), the texts left are counted as not translated rather
 * than each waiting for the same failure. Shown when an engine is configured and the form holds translation sets.
 */
export const TranslateEmptyFieldsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const engine = useTranslationEngine();
  const sources = useTranslationSetSources();
  const { getValues, setValue } = useFormContext();
  const suggest = useSuggestTranslation();
  const [busy, setBusy] = useState(false);
  if (!engine || !sources?.length) return null;

  /** Fills one empty language, unless something was typed there meanwhile; true once filled. */
  const fill = async (source: string, language: Language, outcome: Outcome) => {
    const from = otherLanguageOf(language);
    const suggestion = await suggest(textIn(getValues(source), from), from, language);
    if (suggestion.failure) {
      outcome.failed += 1;
      if (!outcome.failure || suggestion.failure.engineFailed) outcome.failure = suggestion.failure;
      return;
    }
    const set = getValues(source);
    if (textIn(set, language).trim() !== '') return;
    setValue(source, withText(set, language, suggestion.text), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });
    outcome.filled += 1;
  };

  const run = async () => {
    const work = sources.flatMap((source) =>
      fillableLanguagesOf(getValues(source)).map((language) => ({ source, language })),
    );
    if (work.length === 0) {
      notify('screens.translation.nothingToFill', { type: 'info' });
      return;
    }
    setBusy(true);
    const outcome: Outcome = { filled: 0, failed: 0 };
    for (const { source, language } of work) {
      if (outcome.failure?.engineFailed) outcome.failed += 1;
      else await fill(source, language, outcome);
    }
    setBusy(false);
    const filled = translate('screens.translation.filled', { smart_count: outcome.filled });
    if (!outcome.failure) {
      notify('screens.translation.summary', { type: 'success', messageArgs: { filled } });
      return;
    }
    notify('screens.translation.summaryWithFailures', {
      type: outcome.filled > 0 ? 'warning' : 'error',
      messageArgs: {
        filled,
        failed: translate('screens.translation.notFilled', { smart_count: outcome.failed }),
        reason: translate(outcome.failure.message, outcome.failure.messageArgs),
      },
    });
  };

  return (
    <Tooltip title={translate(busy ? 'screens.translation.translating' : 'screens.translation.fillEmptyHint')}>
      {/* A disabled button gets no pointer events: the tooltip listens on its wrapper. */}
      <span>
        <Button
          variant="outlined"
          onClick={run}
          disabled={busy}
          aria-busy={busy || undefined}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <TranslateIcon />}
        >
          {translate('screens.translation.fillEmpty')}
        </Button>
      </span>
    </Tooltip>
  );
};
