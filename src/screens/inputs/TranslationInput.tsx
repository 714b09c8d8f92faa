import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Box, Chip, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../../lib/model';
import { missingLanguages, type TranslationSet, textIn } from '../../../lib/translationSet';
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
 * under itself, whatever the other language holds; other problems show under the set.
 */
export const TranslationInput = ({ source, label, multiline, readOnly }: TranslationInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  const set: TranslationSet = Array.isArray(field.value) ? field.value : [];
  const change = (language: Language, value: string) =>
    field.onChange(LANGUAGES.map((l) => ({ language: l, value: l === language ? value : textIn(set, l) })));

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
              input: { readOnly },
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
