import { Box } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { missingLanguages, translationOf } from '../../../lib/translationSet';
import { MissingTranslationFlag } from '../MissingTranslationFlag';

interface TranslationFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** A translation set in the current locale, flagged when a language is still missing. */
export const TranslationField = ({ source }: TranslationFieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source];
  const text = translationOf(value, locale);
  const missing = missingLanguages(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span>{text}</span>
      {text !== '' && missing.length > 0 && <MissingTranslationFlag languages={missing} />}
    </Box>
  );
};
