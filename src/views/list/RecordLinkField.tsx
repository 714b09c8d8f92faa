import { Children, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { LinkBase, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

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

/** The row's click already opens the record: a click on its link must not open it a second time. */
const stopAtLink = (event: MouseEvent) => event.stopPropagation();

/**
 * A listing cell that is a real link to its record's page: focusable, opened by Enter, by a middle click
 * or from the browser's menu (new tab, copy link) like any link. Plain clicks go through the router.
 */
export const RecordLinkField = ({ children }: RecordLinkFieldProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return children;
  return (
    <LinkBase
      to={createPath({ resource, id: record.id, type: 'edit' })}
      className={ROW_LINK_CLASS}
      onClick={stopAtLink}
    >
      {children}
    </LinkBase>
  );
};

/**
 * The columns with the one naming the record (its representation field, else the first column showing a
 * field) wrapped in a link to the record: one link a row, the row's first stop for the keyboard.
 */
export function withRecordLink(columns: ReactNode, nameField: string): ReactNode[] {
  const all = Children.toArray(columns);
  const sourceOf = (column: ReactNode) =>
    isValidElement<{ source?: unknown }>(column) && typeof column.props.source === 'string'
      ? column.props.source
      : undefined;
  const named = all.findIndex((column) => sourceOf(column) === nameField);
  const index = named >= 0 ? named : all.findIndex((column) => sourceOf(column) !== undefined);
  return all.map((column, position) =>
    position === index && isValidElement<RecordLinkFieldProps>(column) ? (
      <RecordLinkField {...column.props} key={column.key ?? position}>
        {column}
      </RecordLinkField>
    ) : (
      column
    ),
  );
}
