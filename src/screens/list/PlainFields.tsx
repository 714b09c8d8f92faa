import { enumText, numberText, plainText } from '../../../lib/cellTexts';
import { cellField, cellText } from './listingCells';

interface PlainFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  /** Read by the Datagrid for the column's alignment. */
  textAlign?: 'left' | 'right';
}

/**
 * Listing cells as plain text: a listing draws hundreds of them, and react-admin's TextField / SelectField
 * each render a styled Typography. The cell gives the same font; a text shows on two lines at most.
 */
export const PlainTextField = cellField<PlainFieldProps>(
  ({ source }, record) => cellText(plainText(record[source])),
  'PlainTextField',
);

/** An enum value by its translated label (`resources.<view>.values.<field>.<value>`). */
export const EnumTextField = cellField<PlainFieldProps & { view: string }>(
  ({ source, view }, record, { translate }) =>
    cellText(enumText(view, source, record[source], (key, fallback) => translate(key, { _: fallback }))),
  'EnumTextField',
);

/** A number written the reader's way (« 1,5 » in French, "1.5" in English). */
export const NumberTextField = cellField<PlainFieldProps>(
  ({ source }, record, { locale }) => cellText(numberText(record[source], locale)),
  'NumberTextField',
);
