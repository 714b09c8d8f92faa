import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton } from '@mui/material';

export interface DragHandleProps {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/** The grip that drags an item, with the mouse or the keyboard (Space lifts, arrows move, Space drops). */
export const DragHandleButton = ({ handle, label }: { handle: DragHandleProps; label: string }) => (
  <IconButton
    size="small"
    ref={handle.setActivatorNodeRef}
    {...handle.attributes}
    {...handle.listeners}
    aria-label={label}
    onClick={(event) => event.stopPropagation()}
    sx={{ cursor: 'grab', touchAction: 'none' }}
  >
    <DragIndicatorIcon fontSize="small" />
  </IconButton>
);
