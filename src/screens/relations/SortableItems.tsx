import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { List, ListItem } from '@mui/material';
import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import type { DragHandleProps } from '../DragHandleButton';
import { useDragAccessibility, useDragSensors } from '../useDragSensors';

interface SortableItemsProps<T extends { id: Identifier }> {
  items: readonly T[];
  onMove: (id: Identifier, overId: Identifier) => void;
  /** An item's name, as a screen reader says it during a drag. */
  nameOf: (item: T) => string;
  renderItem: (item: T, handle: DragHandleProps) => ReactNode;
}

const SortableItem = ({ id, children }: { id: Identifier; children: (handle: DragHandleProps) => ReactNode }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      sx={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.7 : 1, gap: 1 }}
    >
      {children({ attributes, listeners, setActivatorNodeRef })}
    </ListItem>
  );
};

/** A vertical list whose items are dragged into a new order by their handle, with the mouse or the keyboard. */
export function SortableItems<T extends { id: Identifier }>({
  items,
  onMove,
  nameOf,
  renderItem,
}: SortableItemsProps<T>) {
  const sensors = useDragSensors();
  const accessibility = useDragAccessibility(items, nameOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id, over.id);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <List dense disablePadding>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
