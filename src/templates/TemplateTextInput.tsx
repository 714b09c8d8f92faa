import { Alert, Box, Chip, InputAdornment, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Language } from '../../lib/model';
import { insertPlaceholder, placeholderOf, unknownPlaceholders } from '../../lib/templateText';
import { useTranslationEngine } from '../providers/consoleConfig';
import { SuggestTranslationButton } from '../screens/translation/SuggestTranslationButton';

interface TemplateTextInputProps {
  source: string;
  /** Translated label, also naming the group of insert buttons. */
  label: string;
  /** The parameters this text may use: one insert button each. */
  parameters: readonly string[];
  multiline?: boolean;
  validate?: Validator | Validator[];
  helperText?: string;
  /** This text's language and where the same text of the other language is: a suggested translation is offered. */
  translatedFrom?: { language: Language; source: string };
}

/**
 * A template text with one button per parameter inserting `{{name}}` where the cursor was, and a
 * warning listing placeholders that are not among the parameters (a suggested translation that changed a
 * placeholder's name shows there). With `translatedFrom`, the text can be filled from the other language's.
 */
export const TemplateTextInput = ({
  source,
  label,
  parameters,
  multiline,
  validate,
  helperText,
  translatedFrom,
}: TemplateTextInputProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const { getValues, setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const otherText: unknown = useWatch({ name: translatedFrom?.source ?? source });
  const [suggesting, setSuggesting] = useState(false);
  const suggestions = useTranslationEngine() && !!translatedFrom;
  const unknown = unknownPlaceholders(typeof value === 'string' ? value : '', parameters);

  const insert = (name: string) => {
    const element = document.getElementById(inputId) as HTMLInputElement | HTMLTextAreaElement | null;
    const current = getValues(source);
    const next = insertPlaceholder(typeof current === 'string' ? current : '', element?.selectionStart, name);
    setValue(source, next.text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const groupLabel = translate('templates.placeholders.insertInto', { field: label });
  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <TextInput
        source={source}
        label={label}
        multiline={multiline}
        minRows={multiline ? 6 : undefined}
        fullWidth
        id={inputId}
        validate={validate}
        helperText={helperText ?? false}
        InputProps={{
          readOnly: suggesting,
          endAdornment: suggestions && translatedFrom && (
            <InputAdornment position="end" sx={multiline ? { alignSelf: 'flex-start', mt: 1.5 } : undefined}>
              <SuggestTranslationButton
                target={translatedFrom.language}
                sourceText={typeof otherText === 'string' ? otherText : ''}
                targetText={typeof value === 'string' ? value : ''}
                describedBy={`${inputId}-label`}
                onSuggestion={(text) =>
                  setValue(source, text, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
                }
                onBusyChange={setSuggesting}
              />
            </InputAdornment>
          ),
        }}
      />
      <Stack
        role="group"
        aria-label={groupLabel}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="caption" color="text.secondary">
          {groupLabel}
        </Typography>
        {parameters.length === 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('templates.placeholders.none')}
          </Typography>
        )}
        {parameters.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            color="primary"
            label={placeholderOf(name)}
            aria-label={translate('templates.placeholders.insert', { placeholder: placeholderOf(name) })}
            onClick={() => insert(name)}
          />
        ))}
      </Stack>
      {unknown.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('templates.placeholders.unknown', { names: unknown.map(placeholderOf).join(', ') })}
        </Alert>
      )}
    </Box>
  );
};
