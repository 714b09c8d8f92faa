import { useRecordContext, useTranslate } from 'react-admin';
import { DragHandleButton } from '../DragHandleButton';
import { useRecordText } from '../recordText';
import { useDragHandle } from './SortableRow';

interface DragHandleFieldProps {
  resource: string;
  label?: string;
  sortable?: boolean;
}

/** The listing column holding each row's drag handle. */
export const DragHandleField = ({ resource }: DragHandleFieldProps) => {
  const handle = useDragHandle();
  const translate = useTranslate();
  const recordText = useRecordText(resource);
  const record = useRecordContext();
  if (!handle) return null;
  return (
    <DragHandleButton handle={handle} label={translate('screens.list.dragHandle', { name: recordText(record) })} />
  );
};
