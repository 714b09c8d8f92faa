import { Checkbox, TableCell } from '@mui/material';
import { type CSSProperties, forwardRef, type MouseEvent, memo, type ReactElement } from 'react';
import { DatagridClasses, type DatagridRowProps, type Identifier, type RaRecord } from 'react-admin';
import { cardClassOf } from './listingCards';
import { drawCell, type RowShared } from './listingCells';

/** Classes MUI gives its body cells and rows: the theme's and react-admin's styles find them (rowStyles.ts). */
export const ROW_CLASS = 'MuiTableRow-root';
const HOVER_CLASS = 'MuiTableRow-hover';
const CELL_START = 'MuiTableCell-root MuiTableCell-body';
const CELL_SIZE = 'MuiTableCell-sizeSmall';
/** Every body cell's classes, in MUI's order (root, variant, alignment, size). */
export const CELL_CLASS = `${CELL_START} ${CELL_SIZE}`;
const ALIGN_CLASS = {
  left: 'MuiTableCell-alignLeft',
  right: 'MuiTableCell-alignRight',
  center: 'MuiTableCell-alignCenter',
};

type Toggle = (id: Identifier, event: MouseEvent) => void;

export interface CatalogueRowProps {
  record: RaRecord;
  /** The listing's columns (react-admin fields), in order. */
  columns: ReactElement[];
  /** Each column's label as a phone's card writes it before the cell (« Clé : »), none for the title and buttons. */
  labels?: readonly (string | undefined)[];
  shared: RowShared;
  rowClick?: DatagridRowProps['rowClick'];
  hover?: boolean;
  hasBulkActions?: boolean;
  selectable?: boolean;
  selected?: boolean;
  onToggleItem?: Toggle;
  className?: string;
  style?: CSSProperties;
  'aria-rowindex'?: number;
  'data-index'?: number;
}

interface ColumnProps {
  source?: string;
  cellClassName?: string;
  textAlign?: keyof typeof ALIGN_CLASS;
}

function cellClassOf(column: ReactElement): string {
  const props = column.props as ColumnProps;
  const align = props.textAlign ?? (column.type as { textAlign?: keyof typeof ALIGN_CLASS }).textAlign;
  return [
    CELL_START,
    align && ALIGN_CLASS[align],
    CELL_SIZE,
    `column-${props.source}`,
    DatagridClasses.rowCell,
    props.cellClassName,
    cardClassOf(column),
  ]
    .filter(Boolean)
    .join(' ');
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  !!value && typeof (value as Promise<unknown>).then === 'function';

/**
 * A listing row as react-admin's DatagridRow draws it (same classes, same click: the record's page, or the
 * row's selection), made cheap: its cells are plain `td`s whose content each column's field draws from the
 * record (listingCells.tsx), with no hook and no styled component per row or cell; the styles are the
 * listing's, once (rowStyles.ts). A field without its own drawing is rendered in the record's context.
 */
export const CatalogueRow = memo(
  forwardRef<HTMLTableRowElement, CatalogueRowProps>(function CatalogueRow(
    {
      record,
      columns,
      labels,
      shared,
      rowClick,
      hover = true,
      hasBulkActions = false,
      selectable = true,
      selected = false,
      onToggleItem,
      className,
      style,
      ...rest
    },
    ref,
  ) {
    const { resource } = shared;
    const toggle = (event: MouseEvent) => {
      if (!selectable || !onToggleItem) return;
      onToggleItem(record.id, event);
      event.stopPropagation();
    };
    const onClick = async (event: MouseEvent) => {
      const asked = typeof rowClick === 'function' ? rowClick(record.id, resource ?? '', record) : rowClick;
      const link = isPromise(asked) ? await asked : asked;
      if (link === 'toggleSelection') return toggle(event);
      if (link === 'expand') return;
      const path = await shared.getPathForRecord({ record, resource, link: link as never });
      if (path === false || path == null) return;
      shared.navigate(path, { state: { _scrollToTop: true } });
    };
    const clickable = rowClick === undefined ? shared.hasDetailView : rowClick !== false;
    const classes = [
      ROW_CLASS,
      hover && HOVER_CLASS,
      selected && 'Mui-selected',
      className,
      selectable && DatagridClasses.selectable,
      clickable && DatagridClasses.clickableRow,
    ];
    return (
      <tr ref={ref} className={classes.filter(Boolean).join(' ')} style={style} onClick={onClick} {...rest}>
        {hasBulkActions && (
          <TableCell padding="checkbox">
            <Checkbox
              slotProps={{
                input: { 'aria-label': shared.translate('ra.action.select_row', { _: 'Select this row' }) },
              }}
              color="primary"
              className={`select-item ${DatagridClasses.checkbox}`}
              checked={selectable && selected}
              onClick={toggle}
              disabled={!selectable}
            />
          </TableCell>
        )}
        {columns.map((column, index) => (
          <td
            key={(column.props as ColumnProps).source ?? index}
            className={cellClassOf(column)}
            data-label={labels?.[index]}
          >
            {drawCell(column, record, shared)}
          </td>
        ))}
      </tr>
    );
  }),
);
