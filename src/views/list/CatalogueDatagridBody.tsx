import { TableBody } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  cloneElement,
  forwardRef,
  type ReactElement,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import {
  type DatagridBodyProps,
  DatagridClasses,
  type DatagridRowProps,
  type Identifier,
  PureDatagridRow,
  type RaRecord,
  RecordContextProvider,
} from 'react-admin';
import { SortableRow } from './SortableRow';

type Toggle = NonNullable<DatagridBodyProps['onToggleItem']>;

/** Up to this many rows the listing draws them all; past it, only those near the window (docs/performance.md). */
export const VIRTUAL_FROM = 500;
/** A first guess of a row's height; each drawn row is measured. */
const ESTIMATED_ROW_HEIGHT = 49;
/** Rows drawn beyond each edge of the window, so a fast scroll finds them ready. */
const OVERSCAN = 15;

const noData: RaRecord[] = [];

/**
 * The listing's rows, each rendered once: react-admin's Datagrid hands its body a new row-selection callback
 * whenever the data changes (each appended page), which made every row shown render again. The callback given
 * to rows here keeps its identity and calls the latest one, so selection still works; rows are memoised.
 * Past VIRTUAL_FROM rows, only the rows near the window are in the document, between two spacer rows: appending
 * a page then costs the same however far the listing goes. Rows carry `aria-rowindex` (the header is row 1).
 */
const RowsBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps & { row: ReactElement<DatagridRowProps> }>(
  (
    {
      children,
      className,
      data = noData,
      expand,
      hasBulkActions = false,
      hover,
      onToggleItem,
      resource,
      row,
      rowClick,
      rowSx,
      rowStyle,
      selectedIds,
      isRowSelectable,
      ...rest
    },
    ref,
  ) => {
    const latest = useRef(onToggleItem);
    latest.current = onToggleItem;
    const stableToggle = useCallback<Toggle>((id: Identifier, event) => latest.current?.(id, event), []);
    const body = useRef<HTMLTableSectionElement>(null);
    useImperativeHandle(ref, () => body.current as HTMLTableSectionElement);

    const virtual = data.length > VIRTUAL_FROM;
    const virtualizer = useWindowVirtualizer({
      count: data.length,
      enabled: virtual,
      estimateSize: () => ESTIMATED_ROW_HEIGHT,
      overscan: OVERSCAN,
      scrollMargin: virtual && body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0,
      getItemKey: (index) => data[index]?.id ?? index,
    });
    const items = virtual ? virtualizer.getVirtualItems() : [];
    useLayoutEffect(() => {
      if (!virtual || !body.current) return;
      for (const element of body.current.querySelectorAll<HTMLElement>(':scope > tr[data-index]')) {
        virtualizer.measureElement(element);
      }
    });

    const drawRow = (record: RaRecord, rowIndex: number) => (
      <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
        {cloneElement(
          row,
          {
            className: rowIndex % 2 === 0 ? ROW_EVEN : ROW_ODD,
            expand,
            hasBulkActions: hasBulkActions && !!selectedIds,
            hover,
            id: record.id ?? `row${rowIndex}`,
            onToggleItem: stableToggle,
            resource,
            rowClick,
            selectable: !isRowSelectable || isRowSelectable(record),
            selected: selectedIds?.includes(record.id),
            sx: rowSx?.(record, rowIndex),
            style: rowStyle?.(record, rowIndex),
            'aria-rowindex': rowIndex + 2,
            ...(virtual ? { 'data-index': rowIndex } : {}),
          },
          children,
        )}
      </RecordContextProvider>
    );

    const scrollMargin = virtualizer.options.scrollMargin;
    const before = items.length ? items[0].start - scrollMargin : 0;
    const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;
    return (
      <TableBody ref={body} className={[DatagridClasses.tbody, 'datagrid-body', className].join(' ')} {...rest}>
        {virtual ? (
          <>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => drawRow(data[item.index], item.index))}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </>
        ) : (
          data.map(drawRow)
        )}
      </TableBody>
    );
  },
);

const ROW_EVEN = `${DatagridClasses.row} ${DatagridClasses.rowEven}`;
const ROW_ODD = `${DatagridClasses.row} ${DatagridClasses.rowOdd}`;
const pureRow = <PureDatagridRow />;
const sortableRow = <SortableRow />;

export const CatalogueDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>((props, ref) => (
  <RowsBody ref={ref} {...props} row={pureRow} />
));

/** The same, rows draggable by their handle (dnd-kit). */
export const SortableDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>((props, ref) => (
  <RowsBody ref={ref} {...props} row={sortableRow} />
));

// Material UI's Table takes these for its own body.
Object.assign(CatalogueDatagridBody, { muiName: 'TableBody' });
Object.assign(SortableDatagridBody, { muiName: 'TableBody' });
