import TranslateIcon from '@mui/icons-material/Translate';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { Language } from '../../../lib/model';
import { useTranslationEngine } from '../../providers/consoleConfig';
import { otherLanguageOf } from './translationSetEdits';
import { useSuggestTranslation } from './useSuggestTranslation';

interface SuggestTranslationButtonProps {
  /** The language of the box this button fills. */
  target: Language;
  /** The text of the other language, translated. */
  sourceText: string;
  /** What the box holds now: replacing a text asks first. */
  targetText: string;
  /**
   * The id of the box's label, the button's description (a form may hold several translation sets). Not part of its
   * name: a label naming two controls would make the box's own look-up by label ambiguous.
   */
  describedBy?: string;
  /** Puts the suggestion in the box, as typed text (the form is then dirty). */
  onSuggestion: (text: string) => void;
  /** While the engine is asked, the box is read-only: nothing typed meanwhile is replaced. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * « Traduire depuis le français » beside a box of a translation set: fills it from the other language through the
 * configured engine, as a suggestion to check before saving. Not shown without an engine; unavailable (with the
 * reason as its tooltip) while the other language is empty; replacing a typed text is asked first; a failure is a
 * toast and leaves the box as it was (docs/translation.md, "In the console").
 */
export const SuggestTranslationButton = (props: SuggestTranslationButtonProps) => {
  const { target, sourceText, targetText, describedBy, onSuggestion, onBusyChange } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const suggest = useSuggestTranslation();
  const engine = useTranslationEngine();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!engine) return null;

  const source = otherLanguageOf(target);
  const name = translate(`screens.translation.translateFrom.${source}`);
  const unavailable = sourceText.trim() === '' ? translate(`screens.translation.fillFirst.${source}`) : undefined;
  const inactive = busy || !!unavailable;

  const run = async () => {
    setBusy(true);
    onBusyChange?.(true);
    const suggestion = await suggest(sourceText, source, target);
    setBusy(false);
    onBusyChange?.(false);
    if (suggestion.text !== undefined) onSuggestion(suggestion.text);
    else notify(suggestion.failure.message, { type: 'error', messageArgs: suggestion.failure.messageArgs });
  };
  const start = () => {
    if (inactive) return;
    if (targetText.trim() !== '') setAsking(true);
    else void run();
  };

  return (
    <>
      <Tooltip title={busy ? translate('screens.translation.translating') : (unavailable ?? name)}>
        {/* aria-disabled rather than disabled: the button stays reachable, and its tooltip says why it waits. */}
        <IconButton
          size="small"
          edge="end"
          onClick={start}
          aria-disabled={inactive || undefined}
          aria-busy={busy || undefined}
          aria-label={name}
          aria-describedby={[describedBy, unavailable && reasonId].filter(Boolean).join(' ') || undefined}
          sx={inactive ? { color: 'action.disabled', cursor: 'default' } : { color: 'primary.main' }}
        >
          {busy ? <CircularProgress size={18} color="inherit" /> : <TranslateIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <span id={reasonId} hidden>
        {unavailable}
      </span>
      <Confirm
        isOpen={asking}
        title={translate(`screens.translation.replace.title.${target}`)}
        content={translate('screens.translation.replace.content')}
        confirm={translate('screens.translation.replace.confirm')}
        onConfirm={() => {
          setAsking(false);
          void run();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
