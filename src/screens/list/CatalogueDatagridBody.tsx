import { TableBody, useMediaQuery, useTheme } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Children,
  type ComponentType,
  forwardRef,
  isValidElement,
  type ReactElement,
  type Ref,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type DatagridBodyProps, DatagridClasses, type Identifier, type RaRecord } from 'react-admin';
import { flushSync } from 'react-dom';
import { consoleRowsDrawn } from '../../early/handover';
import { OVERSCAN } from '../../early/listingWindow';
import { CatalogueRow, type CatalogueRowProps } from './CatalogueRow';
import { CARDS_BELOW, cardLabelsOf } from './listingCards';
import { useRowShared } from './listingCells';
import { listingCardHeight, listingRowHeight } from './rowStyles';
import { SortableRow } from './SortableRow';

type Toggle = NonNullable<DatagridBodyProps['onToggleItem']>;

const noData: RaRecord[] = [];

/** A drawn row's element, kept while its record, place and the rows' shared props stay the same. */
interface DrawnRow {
  index: number;
  element: ReactElement;
}

/**
 * The listing's rows, only those near the window (docs/long-listings.md): between two spacer rows that keep the
 * scroll height, whatever the number of loaded rows, so appending a page costs the same at 100 rows as at 2,000.
 * Rows carry `aria-rowindex` (the header is row 1; the table's `aria-rowcount` counts every loaded row).
 * react-admin's Datagrid hands its body a new row-selection callback whenever the data changes (each appended
 * page): the callback given to rows keeps its identity and calls the latest one, so selection still works, and
 * each row's element is kept from one render to the next, so an append renders no row already drawn.
 */
/** Rows as CatalogueRow draws them; react-admin's expand panels and `rowSx` are not drawn (no listing uses them). */
type RowComponent = ComponentType<CatalogueRowProps & { ref?: Ref<HTMLTableRowElement> }>;

const RowsBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps & { Row: RowComponent }>(
  (
    {
      children,
      className,
      data = noData,
      expand: _expand,
      hasBulkActions = false,
      hover,
      onToggleItem,
      resource,
      Row,
      rowClick,
      rowSx: _rowSx,
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

    // Where the rows start in the page (below the toolbar, filters and header): read once drawn, then again
    // whenever the page changes size (a filter shown, the window resized, the column headers wrapping once the
    // first rows size the columns), when its layout is fresh; never during a render, which would make the browser
    // lay out the page once more at each render. A change is drawn before the frame is painted (flushSync): the
    // rows painted first are those the listing keeps, as the early listing painted them (src/early/earlyListing.ts).
    const [scrollMargin, setScrollMargin] = useState(0);
    useLayoutEffect(() => {
      const element = body.current;
      if (!element) return;
      const place = () => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
      place();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => flushSync(place));
      observer.observe(document.body);
      return () => observer.disconnect();
    }, []);
    // Every row is this high (rowStyles.ts): each drawn row is still measured, and found as high as guessed, so the
    // virtualizer lays out an append's rows once. A row higher than that (a field not drawing its text on two lines
    // at most) is measured and placed, in a second pass.
    // On a phone or a tablet the rows are cards (listingCards.ts), as high as their lines: guessed from them, then
    // measured.
    const theme = useTheme();
    const cards = useMediaQuery(theme.breakpoints.down(CARDS_BELOW));
    const shared = useRowShared();
    const columns = useMemo(() => Children.toArray(children).filter(isValidElement), [children]);
    const labels = useMemo(() => cardLabelsOf(columns, shared), [columns, shared]);
    const rowHeight = cards ? listingCardHeight(labels.filter(Boolean).length) : listingRowHeight(theme);
    const virtualizer = useWindowVirtualizer({
      count: data.length,
      estimateSize: () => rowHeight,
      overscan: OVERSCAN,
      scrollMargin,
      getItemKey: (index) => data[index]?.id ?? index,
      // Scrolling renders the rows with React's next batch, not synchronously in each scroll event.
      useFlushSync: false,
    });
    const measure = virtualizer.measureElement;
    // Rows measured at another height (before the density changed) are measured again.
    const heightMeasured = useRef(rowHeight);
    useLayoutEffect(() => {
      if (heightMeasured.current === rowHeight) return;
      heightMeasured.current = rowHeight;
      virtualizer.measure();
    }, [rowHeight, virtualizer]);

    // A record's element is found again while its place and what every row shares stay the same: an append
    // (or a scroll) then renders no row already drawn.
    const drawRow = useMemo(() => {
      const drawn = new WeakMap<RaRecord, DrawnRow>();
      return (record: RaRecord, index: number) => {
        const kept = drawn.get(record);
        if (kept?.index === index) return kept.element;
        const id = record.id ?? `row${index}`;
        const element = (
          <Row
            key={id}
            ref={measure}
            record={record}
            columns={columns}
            labels={cards ? labels : undefined}
            shared={shared}
            className={index % 2 === 0 ? ROW_EVEN : ROW_ODD}
            hasBulkActions={hasBulkActions && !!selectedIds}
            hover={hover}
            onToggleItem={stableToggle}
            rowClick={rowClick}
            selectable={!isRowSelectable || isRowSelectable(record)}
            selected={selectedIds?.includes(record.id)}
            style={rowStyle?.(record, index)}
            aria-rowindex={index + 2}
            data-index={index}
          />
        );
        drawn.set(record, { index, element });
        return element;
      };
    }, [
      columns,
      labels,
      cards,
      shared,
      Row,
      hasBulkActions,
      hover,
      rowClick,
      rowStyle,
      selectedIds,
      isRowSelectable,
      stableToggle,
      measure,
    ]);

    const items = virtualizer.getVirtualItems();
    // The listing's early listing (painted before the console started) goes in the frame these rows appear in.
    const hasRows = items.length > 0;
    useLayoutEffect(() => {
      if (hasRows) consoleRowsDrawn();
    }, [hasRows]);
    const before = items.length ? items[0].start - scrollMargin : 0;
    const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;
    return (
      <TableBody ref={body} className={[DatagridClasses.tbody, 'datagrid-body', className].join(' ')} {...rest}>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {items.map((item) => drawRow(data[item.index], item.index))}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </TableBody>
    );
  },
);

const ROW_EVEN = `${DatagridClasses.row} ${DatagridClasses.rowEven}`;
const ROW_ODD = `${DatagridClasses.row} ${DatagridClasses.rowOdd}`;

export const CatalogueDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>((props, ref) => (
  <RowsBody ref={ref} {...props} Row={CatalogueRow} />
));

/** The same, rows draggable by their handle (dnd-kit). */
export const SortableDatagridBody = forwardRef<HTMLTableSectionElement, DatagridBodyProps>((props, ref) => (
  <RowsBody ref={ref} {...props} Row={SortableRow} />
));

// Material UI's Table takes these for its own body.
Object.assign(CatalogueDatagridBody, { muiName: 'TableBody' });
Object.assign(SortableDatagridBody, { muiName: 'TableBody' });
