import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { styled, type Theme, ThemeProvider } from '@mui/material/styles';
import { Children, isValidElement, memo, type ReactElement, type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  Datagrid,
  DatagridHeader,
  type DatagridHeaderProps,
  type DatagridProps,
  type RaRecord,
  useListContext,
  useListFilterContext,
  useListSortContext,
} from 'react-admin';
import { hasBulkActions, showsTrash } from '../../../lib/bulk';
import { representationOf } from '../../../lib/catalogueFacts';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { arrangedColumns, columnInfosOf } from '../../columns/columnChoice';
import { useListingColumns } from '../../columns/ListingColumns';
import { CatalogueBulkToolbar } from '../bulk/BulkToolbar';
import { RefusalReportsProvider } from '../bulk/RefusalDialog';
import { deletedAtColumn, RestoreRowButton } from '../bulk/TrashCells';
import { defaultSortOf } from '../defaultSort';
import { useRecordText } from '../recordText';
import { useDragAccessibility, useDragSensors } from '../useDragSensors';
import { CatalogueDatagridBody, SortableDatagridBody } from './CatalogueDatagridBody';
import { DragHandleField } from './DragHandleField';
import { WithListQuery } from './listContexts';
import { ROW_LINK_CLASS, withRecordLink } from './RecordLinkField';
import { ReorderHint } from './ReorderHint';
import { reorderBlockOf } from './reorderAvailability';
import { DeleteRowButton, RowDeleteProvider } from './rowDelete';
import { rowStyles } from './rowStyles';
import { useRowOrder } from './useRowOrder';

interface CatalogueDatagridProps {
  model: ResourceModel;
  view: ViewSpec;
  children: ReactNode;
}

/**
 * Row links look like the row's text until pointed at or focused; the row's buttons stay above them.
 */
const ROW_LINKS = {
  [`& .${ROW_LINK_CLASS}`]: { color: 'inherit', textDecoration: 'none', borderRadius: 0.5 },
  [`& .${ROW_LINK_CLASS}:hover`]: { textDecoration: 'underline' },
  [`& .${ROW_LINK_CLASS}:focus-visible`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const stylesByTheme = new WeakMap<Theme, object>();

/**
 * The rows' styles (rowStyles.ts), worked out once a theme, on a box of its own that lays out nothing: written
 * as MUI writes its components' styles (numbers are pixels), not as `sx` (where 2 means two spacing units).
 */
const RowStyles = styled('div')(({ theme }) => {
  let styles = stylesByTheme.get(theme);
  if (!styles) {
    styles = { display: 'contents', ...rowStyles(theme) };
    stylesByTheme.set(theme, styles);
  }
  return styles;
});

/**
 * A sortable column's header is named by its label (« Libellé »), its tooltip (« Trier par libellé
 * croissant ») describes it: react-admin's header otherwise takes the tooltip as the header's name.
 */
const describedByTooltips = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTooltip: {
      ...outer.components?.MuiTooltip,
      defaultProps: { ...outer.components?.MuiTooltip?.defaultProps, describeChild: true },
    },
  },
});

/**
 * The column headers, drawn again when the sort, the columns or the selection change, not when rows arrive: they
 * read the listing's query (listContexts.tsx), and the rows only while a selection column needs them (select all).
 */
const MemoHeader = memo(DatagridHeader);
const ListingHeader = ({ data, ...props }: DatagridHeaderProps) => (
  <WithListQuery>
    <MemoHeader {...props} data={props.hasBulkActions ? data : undefined} />
  </WithListQuery>
);

/**
 * react-admin's Datagrid as listings draw it: rows opening their record, a selection column with the bulk actions bar
 * when `bulkToolbar` is given (bulk/BulkToolbar.tsx), the headers above, and
 * `aria-rowcount` counting every loaded row (and the header), drawn or not. `rows`: the rows in the order shown.
 */
const ListingTable = ({
  rows,
  bulkToolbar,
  ...props
}: Pick<DatagridProps, 'rowClick' | 'body' | 'children'> & { rows?: RaRecord[]; bulkToolbar?: ReactElement }) => {
  const { data } = useListContext();
  return (
    <Datagrid
      data={rows}
      bulkActionButtons={bulkToolbar ?? false}
      bulkActionsToolbar={bulkToolbar}
      header={ListingHeader}
      sx={ROW_LINKS}
      aria-rowcount={(rows ?? data ?? []).length + 1}
      {...props}
    />
  );
};

/** Rows that drag to a new position (dnd-kit), when the listing shows one sibling group in its display order. */
const SortableRows = ({
  view,
  rowClick,
  columns,
  bulkToolbar,
}: {
  view: ViewSpec;
  rowClick: 'edit' | false;
  columns: ReactNode;
  bulkToolbar?: ReactElement;
}) => {
  const { rows, moveRow } = useRowOrder(view.name);
  const sensors = useDragSensors();
  const accessibility = useDragAccessibility(rows, useRecordText(view.name));
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  // The same column elements from one render to the next: the rows' body keeps their drawn elements.
  const sortableColumns = useMemo(
    () => [
      <DragHandleField key="dragHandle" resource={view.name} label="" sortable={false} />,
      ...Children.toArray(columns),
    ],
    [view.name, columns],
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) void moveRow(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ListingTable rows={rows} rowClick={rowClick} body={SortableDatagridBody} bulkToolbar={bulkToolbar}>
          {sortableColumns}
        </ListingTable>
      </SortableContext>
    </DndContext>
  );
};

/**
 * The listing's table: rows open their edit page (a click anywhere, or the link naming the record: keyboard,
 * middle click, new tab), and drag to a new position when one sibling group is shown.
 * Rows render once each, only those near the window in a long listing (CatalogueDatagridBody), draw their cells
 * without hooks (CatalogueRow) and share one delete confirmation (rowDelete.tsx). The table's `aria-rowcount` counts
 * every loaded row, drawn or not. This component reads only the filters and the sort: a page of rows arriving
 * draws the table again (Datagrid, its body), not what surrounds it.
 */
export const CatalogueDatagrid = ({ model, view, children }: CatalogueDatagridProps) => {
  const { filterValues } = useListFilterContext();
  const { sort } = useListSortContext();
  const trash = showsTrash(filterValues);
  // The trash's rows are deleted records: no page to open, no order to change; a click selects them.
  const block = trash ? 'notOrderable' : reorderBlockOf(model, view, filterValues, sort);
  const opens = !trash && model.verbs.includes('get');
  const rowClick = trash ? 'toggleSelection' : opens ? 'edit' : false;
  const columnChoice = useChosenColumns(children);
  const columns = useMemo(() => {
    // The column naming the record links to its page, or names the card where there is none (the trash).
    const named = withRecordLink(columnChoice, representationOf(model), opens);
    return trash ? trashColumns(named) : named;
  }, [trash, opens, columnChoice, model]);
  const bulkToolbar = useMemo(
    () => (hasBulkActions(model, view) ? <CatalogueBulkToolbar model={model} view={view} trash={trash} /> : undefined),
    [model, view, trash],
  );
  useUnselectOnTrashSwitch(trash);

  return (
    <ThemeProvider theme={describedByTooltips}>
      <RefusalReportsProvider>
        <RowDeleteProvider>
          {block !== null && block !== 'notOrderable' && (
            <ReorderHint block={block} defaultSort={defaultSortOf(model)} />
          )}
          <RowStyles>
            {block === null ? (
              <SortableRows
                view={view}
                rowClick={rowClick as 'edit' | false}
                columns={columns}
                bulkToolbar={bulkToolbar}
              />
            ) : (
              <ListingTable rowClick={rowClick} body={CatalogueDatagridBody} bulkToolbar={bulkToolbar}>
                {columns}
              </ListingTable>
            )}
          </RowStyles>
        </RowDeleteProvider>
      </RefusalReportsProvider>
    </ThemeProvider>
  );
};

/**
 * The columns the administrator chose to show, in their order (src/columns/), when the listing offers the choice;
 * the table tells the toolbar's chooser which columns it can draw.
 */
function useChosenColumns(children: ReactNode): ReactNode {
  const choice = useListingColumns();
  const publish = choice?.publishAvailable;
  const chosen = choice?.chosen;
  const offered = !!choice;
  const infos = useMemo(() => columnInfosOf(children), [children]);
  useEffect(() => publish?.(infos), [publish, infos]);
  return useMemo(() => (offered ? arrangedColumns(children, chosen) : children), [offered, children, chosen]);
}

/** The trash's columns: the listing's, when each record was deleted, and « Restaurer » in place of « Supprimer ». */
function trashColumns(children: ReactNode): ReactNode {
  const columns = Children.toArray(children).filter(isValidElement);
  return [
    ...columns.filter((column) => column.type !== DeleteRowButton),
    deletedAtColumn(),
    <RestoreRowButton key="restore" label="" />,
  ];
}

/** A selection made among active records means nothing in the trash, and the other way round: it is emptied. */
function useUnselectOnTrashSwitch(trash: boolean) {
  const { onUnselectItems } = useListContext();
  const shown = useRef(trash);
  useEffect(() => {
    if (shown.current === trash) return;
    shown.current = trash;
    onUnselectItems();
  }, [trash, onUnselectItems]);
}
