import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useForkRef } from '@mui/material';
import { createContext, type Ref, useContext, useMemo } from 'react';
import type { DragHandleProps } from '../DragHandleButton';
import { CatalogueRow, type CatalogueRowProps } from './CatalogueRow';

const DragHandleContext = createContext<DragHandleProps | null>(null);

/** What the row's drag handle needs; `null` outside a sortable row. */
export const useDragHandle = () => useContext(DragHandleContext);

/**
 * A Datagrid row that moves with dnd-kit; only its handle starts a drag. While nothing moves, its style and
 * handle keep their identity, so the memoised row inside does not render again when a page is appended.
 * The `ref` the listing's body gives (it measures the row) is kept alongside dnd-kit's.
 */
export const SortableRow = ({ ref, ...props }: CatalogueRowProps & { ref?: Ref<HTMLTableRowElement> }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.record.id,
  });
  const moved = CSS.Translate.toString(transform);
  const style = useMemo(
    () => ({
      ...props.style,
      transform: moved,
      transition,
      opacity: isDragging ? 0.7 : 1,
      position: 'relative' as const,
      zIndex: isDragging ? 1 : undefined,
    }),
    [props.style, moved, transition, isDragging],
  );
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  const rowRef = useForkRef(setNodeRef, ref);
  return (
    <DragHandleContext.Provider value={handle}>
      <CatalogueRow {...props} ref={rowRef} style={style} />
    </DragHandleContext.Provider>
  );
};
