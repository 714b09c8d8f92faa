import { Children, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { cellField, drawCell, isPlainClick } from './listingCells';
import { linkColumnIndex } from './listingColumns';

/** The class of a row's link, styled once by the listing's table (CatalogueDatagrid). */
export const ROW_LINK_CLASS = 'catalogue-row-link';

interface RecordLinkFieldProps {
  /** The column's own field, shown as the link's text. */
  children: ReactElement;
  /** Header props (source, label, sortable…) copied from that field: Datagrid reads them here. */
  source?: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/**
 * A listing cell that is a real link to its record's page: focusable, opened by Enter, by a middle click
 * or from the browser's menu (new tab, copy link) like any link. A plain click goes through the router, as
 * react-router's links do; the row's own click is not run too (it would open the record a second time).
 */
export const RecordLinkField = cellField<RecordLinkFieldProps>(({ children }, record, shared) => {
  const content = drawCell(children, record, shared);
  if (!shared.resource) return content;
  const path = shared.editPath(record);
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    if (!isPlainClick(event) || event.defaultPrevented) return;
    event.preventDefault();
    shared.navigate(path);
  };
  return (
    <a href={shared.editHref(record)} className={ROW_LINK_CLASS} onClick={open}>
      {content}
    </a>
  );
}, 'RecordLinkField');

/**
 * The cell naming a record that has no page to open (a deleted record, in the trash): drawn as its field draws it, and
 * the title of its card on a phone or a tablet (listingCards.ts), as the link is elsewhere.
 */
export const RecordTitleField = cellField<RecordLinkFieldProps>(
  ({ children }, record, shared) => drawCell(children, record, shared),
  'RecordTitleField',
);

/**
 * The columns with the one naming the record (its representation field, else the first column showing a
 * field) wrapped in a link to the record: one link a row, the row's first stop for the keyboard. Without `linked`,
 * it is only marked as the record's name (`RecordTitleField`).
 */
export function withRecordLink(columns: ReactNode, nameField: string, linked = true): ReactNode[] {
  const Field = linked ? RecordLinkField : RecordTitleField;
  const all = Children.toArray(columns);
  const sourceOf = (column: ReactNode) =>
    isValidElement<{ source?: unknown }>(column) && typeof column.props.source === 'string'
      ? column.props.source
      : undefined;
  const index = linkColumnIndex(all.map(sourceOf), nameField);
  return all.map((column, position) =>
    position === index && isValidElement<RecordLinkFieldProps>(column) ? (
      <Field {...column.props} key={column.key ?? position}>
        {column}
      </Field>
    ) : (
      column
    ),
  );
}
