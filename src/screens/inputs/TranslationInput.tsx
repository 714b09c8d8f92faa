import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Box, Chip, InputAdornment, Stack, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LANGUAGES, type Language } from '../../../lib/model';
import { missingLanguages, type TranslationSet, textIn } from '../../../lib/translationSet';
import { useTranslationEngine } from '../../providers/consoleConfig';
import { SuggestTranslationButton } from '../translation/SuggestTranslationButton';
import { useRegisterTranslationSet } from '../translation/TranslationSets';
import { otherLanguageOf, withText } from '../translation/translationSetEdits';
import { InputErrorText } from './InputErrorText';

interface TranslationInputProps {
  source: string;
  /** The label of one language's box, e.g. "Libellé (français) *". */
  label: (language: Language) => ReactNode;
  multiline?: boolean;
  readOnly?: boolean;
}

/**
 * A translation set: one box per language, and a flag while one language is filled and another is not. Once
 * the set is checked (touched or submitted), each empty box of a set that needs it says « Champ obligatoire »
 * under itself, whatever the other language holds; other problems show under the set. When a translation engine
 * is configured, each box offers to fill itself from the other language (docs/translation.md, "In the console").
 */
export const TranslationInput = ({ source, label, multiline, readOnly }: TranslationInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  const { getValues, setValue } = useFormContext();
  const [suggesting, setSuggesting] = useState<Language>();
  const suggestions = useTranslationEngine() && !readOnly;
  useRegisterTranslationSet(source, !readOnly);
  const set: TranslationSet = Array.isArray(field.value) ? field.value : [];
  const change = (language: Language, value: string) => field.onChange(withText(set, language, value));
  /** A suggestion lands in the set as it is when it arrives, as if typed: the form is dirty and checked again. */
  const suggest = (language: Language, text: string) =>
    setValue(source, withText(getValues(source), language, text), {
      shouldDirty: true,
      shouldTouch: true,
      shouldValidate: true,
    });

  const missing = missingLanguages(set);
  const partlyTranslated = missing.length > 0 && missing.length < LANGUAGES.length;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const missingError = showError && missing.length > 0;
  const boxError = (language: Language) => missingError && missing.includes(language);
  const boxHelperId = (language: Language) => `${id}-${language}-helper-text`;
  const setError = showError && !missingError ? fieldState.error?.message : undefined;
  const missingText = translate('screens.translation.missing', {
    languages: missing.map((language) => translate(`screens.languages.${language}`)).join(', '),
  });

  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            id={`${id}-${language}`}
            label={label(language)}
            value={textIn(set, language)}
            onChange={(event) => change(language, event.target.value)}
            onBlur={field.onBlur}
            error={boxError(language)}
            helperText={boxError(language) ? translate('screens.validation.required') : undefined}
            slotProps={{
              input: {
                readOnly: readOnly || suggesting === language,
                endAdornment: suggestions && (
                  <InputAdornment position="end" sx={multiline ? { alignSelf: 'flex-start', mt: 1.5 } : undefined}>
                    <SuggestTranslationButton
                      target={language}
                      sourceText={textIn(set, otherLanguageOf(language))}
                      targetText={textIn(set, language)}
                      describedBy={`${id}-${language}-label`}
                      onSuggestion={(text) => suggest(language, text)}
                      onBusyChange={(busy) => setSuggesting(busy ? language : undefined)}
                    />
                  </InputAdornment>
                ),
              },
              inputLabel: { id: `${id}-${language}-label` },
              formHelperText: { id: boxHelperId(language) },
              htmlInput: {
                'aria-describedby':
                  [boxError(language) && boxHelperId(language), setError && `${id}-error`].filter(Boolean).join(' ') ||
                  undefined,
              },
            }}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            variant="filled"
            size="small"
            fullWidth
          />
        ))}
      </Stack>
      {partlyTranslated && (
        <Chip
          icon={<FlagOutlinedIcon />}
          color="warning"
          size="small"
          variant="outlined"
          label={missingText}
          sx={{ mt: 0.5 }}
        />
      )}
      <InputErrorText id={`${id}-error`} error={setError} />
    </Box>
  );
};
