import {
  type Announcements,
  type DndContextProps,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';

/** Drag with the pointer (after a few pixels, so clicks stay clicks) or with the keyboard. */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * What a screen reader hears about a drag among `items`, in the console's language and naming them (`nameOf`): the
 * instructions of every drag handle, then each step of a drag (lifted, over another item, dropped, cancelled).
 * dnd-kit's own texts are English and name items by their id.
 */
export function useDragAccessibility<T extends { id: UniqueIdentifier }>(
  items: readonly T[],
  nameOf: (item: T) => string,
): DndContextProps['accessibility'] {
  const translate = useTranslate();
  // Where the dragged item was last said to be: dnd-kit reports it over the same place again (over itself as it
  // is lifted), which says nothing new.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const named = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? nameOf(item) : '';
    };
    const say = (key: string, active: UniqueIdentifier, over?: UniqueIdentifier) =>
      translate(`screens.drag.${key}`, { name: named(active), over: over === undefined ? '' : named(over) });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return say('lifted', active.id);
      },
      onDragOver: ({ active, over }) => {
        const place = over?.id ?? null;
        if (place === lastOver.current) return undefined;
        lastOver.current = place;
        if (place === null) return say('outside', active.id);
        return place === active.id ? say('backInPlace', active.id) : say('over', active.id, place);
      },
      onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : say('droppedOutside', active.id)),
      onDragCancel: ({ active }) => say('cancelled', active.id),
    };
    return { announcements, screenReaderInstructions: { draggable: translate('screens.drag.instructions') } };
  }, [translate, items, nameOf]);
}
