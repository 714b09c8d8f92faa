import { flaggedLanguages, translationText } from '../../../lib/cellTexts';
import { MissingTranslationFlag } from '../MissingTranslationFlag';
import { cellField, cellText } from './listingCells';

interface TranslationFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
}

/** Plain inline style: listings draw this cell hundreds of times, and a styled Box each time adds up. */
const CELL = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** A translation set in the current locale, flagged when a language is still missing. */
export const TranslationField = cellField<TranslationFieldProps>(({ source }, record, { locale }) => {
  const value = record[source];
  const missing = flaggedLanguages(value, locale);
  return (
    <span style={CELL}>
      {cellText(translationText(value, locale))}
      {missing.length > 0 && <MissingTranslationFlag languages={missing} />}
    </span>
  );
}, 'TranslationField');
