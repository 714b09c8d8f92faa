import { useRecordContext, useTranslate } from 'react-admin';

interface PlainFieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
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
