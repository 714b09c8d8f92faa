import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';

interface PlainFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  /** Read by the Datagrid for the column's alignment. */
  textAlign?: 'left' | 'right';
}

/**
 * Listing cells as plain text: a listing draws hundreds of them, and react-admin's TextField / SelectField
 * each render a styled Typography. The cell (Datagrid's TableCell) gives the same font.
 */
export const PlainTextField = ({ source }: PlainFieldProps) => {
  const value = useRecordContext()?.[source];
  return value === undefined || value === null || value === '' ? null : <span>{String(value)}</span>;
};

/** An enum value by its translated label (`resources.<view>.values.<field>.<value>`). */
export const EnumTextField = ({ source, view }: PlainFieldProps & { view: string }) => {
  const value = useRecordContext()?.[source];
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return <span>{translate(`resources.${view}.values.${source}.${value}`, { _: value })}</span>;
};

/** A number written the reader's way (« 1,5 » in French, "1.5" in English). */
export const NumberTextField = ({ source }: PlainFieldProps) => {
  const value = useRecordContext()?.[source];
  const [locale] = useLocaleState();
  return typeof value === 'number' ? <span>{value.toLocaleString(locale)}</span> : null;
};
