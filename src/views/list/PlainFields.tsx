import { cellField } from './listingCells';

interface PlainFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  /** Read by the Datagrid for the column's alignment. */
  textAlign?: 'left' | 'right';
}

/**
 * Listing cells as plain text: a listing draws hundreds of them, and react-admin's TextField / SelectField
 * each render a styled Typography. The cell gives the same font.
 */
export const PlainTextField = cellField<PlainFieldProps>(({ source }, record) => {
  const value = record[source];
  return value === undefined || value === null || value === '' ? null : <span>{String(value)}</span>;
}, 'PlainTextField');

/** An enum value by its translated label (`resources.<view>.values.<field>.<value>`). */
export const EnumTextField = cellField<PlainFieldProps & { view: string }>(
  ({ source, view }, record, { translate }) => {
    const value = record[source];
    if (typeof value !== 'string' || value === '') return null;
    return <span>{translate(`resources.${view}.values.${source}.${value}`, { _: value })}</span>;
  },
  'EnumTextField',
);

/** A number written the reader's way (« 1,5 » in French, "1.5" in English). */
export const NumberTextField = cellField<PlainFieldProps>(({ source }, record, { locale }) => {
  const value = record[source];
  return typeof value === 'number' ? <span>{value.toLocaleString(locale)}</span> : null;
}, 'NumberTextField');
