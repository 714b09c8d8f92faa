import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext } from 'react';
import { DatagridBody, type DatagridBodyProps, DatagridRow, type DatagridRowProps } from 'react-admin';
import type { DragHandleProps } from '../DragHandleButton';

const DragHandleContext = createContext<DragHandleProps | null>(null);

/** What the row's drag handle needs; `null` outside a sortable row. */
export const useDragHandle = () => useContext(DragHandleContext);

/** A Datagrid row that moves with dnd-kit; only its handle starts a drag. */
export const SortableRow = (props: DatagridRowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id as string | number,
  });
  const style = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.7 : 1,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <DragHandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef }}>
      <DatagridRow {...props} ref={setNodeRef} style={style} />
    </DragHandleContext.Provider>
  );
};

export const SortableDatagridBody = (props: DatagridBodyProps) => <DatagridBody {...props} row={<SortableRow />} />;
