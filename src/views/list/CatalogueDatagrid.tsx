import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { styled, type Theme, ThemeProvider } from '@mui/material/styles';
import { Children, type ReactNode, useMemo } from 'react';
import { Datagrid, useListContext, useTranslate } from 'react-admin';
import { type ResourceModel, representationOf, type ViewSpec } from '../../../lib/model';
import { defaultSortOf } from '../defaultSort';
import { useDragSensors } from '../useDragSensors';
import { CatalogueDatagridBody, SortableDatagridBody } from './CatalogueDatagridBody';
import { DragHandleField } from './DragHandleField';
import { ROW_LINK_CLASS, withRecordLink } from './RecordLinkField';
import { ReorderHint } from './ReorderHint';
import { reorderBlockOf } from './reorderAvailability';
import { RowDeleteProvider } from './rowDelete';
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
 * The listing's table: rows open their edit page (a click anywhere, or the link naming the record: keyboard,
 * middle click, new tab), and drag to a new position when one sibling group is shown.
 * Rows render once each, only those near the window in a long listing (CatalogueDatagridBody), draw their cells
 * without hooks (CatalogueRow) and share one delete confirmation (rowDelete.tsx). The table's `aria-rowcount` counts every loaded row, drawn or not.
 */
export const CatalogueDatagrid = ({ model, view, children }: CatalogueDatagridProps) => {
  const translate = useTranslate();
  const { filterValues, sort, data } = useListContext();
  const { rows, moveRow } = useRowOrder(view.name);
  const sensors = useDragSensors();
  const block = reorderBlockOf(model, view, filterValues, sort);
  const opens = model.verbs.includes('get');
  const rowClick = opens ? 'edit' : false;
  const columns = useMemo(
    () => (opens ? withRecordLink(children, representationOf(model)) : children),
    [opens, children, model],
  );
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  // The same column elements from one render to the next: the rows' body keeps their drawn elements.
  const sortableColumns = useMemo(
    () => [
      <DragHandleField key="dragHandle" resource={view.name} label="" sortable={false} />,
      ...Children.toArray(columns),
    ],
    [view.name, columns],
  );

  if (block !== null) {
    return (
      <ThemeProvider theme={describedByTooltips}>
        <RowDeleteProvider>
          {block !== 'notOrderable' && <ReorderHint block={block} defaultSort={defaultSortOf(model)} />}
          <RowStyles>
            <Datagrid
              rowClick={rowClick}
              bulkActionButtons={false}
              body={CatalogueDatagridBody}
              aria-rowcount={(data?.length ?? 0) + 1}
              sx={ROW_LINKS}
            >
              {columns}
            </Datagrid>
          </RowStyles>
        </RowDeleteProvider>
      </ThemeProvider>
    );
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) void moveRow(active.id, over.id);
  };
  return (
    <ThemeProvider theme={describedByTooltips}>
      <RowDeleteProvider>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: translate('views.list.dragInstructions') } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <RowStyles>
              <Datagrid
                data={rows}
                rowClick={rowClick}
                bulkActionButtons={false}
                body={SortableDatagridBody}
                aria-rowcount={rows.length + 1}
                sx={ROW_LINKS}
              >
                {sortableColumns}
              </Datagrid>
            </RowStyles>
          </SortableContext>
        </DndContext>
      </RowDeleteProvider>
    </ThemeProvider>
  );
};
