import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useState } from 'react';
import { Confirm, type RaRecord, useDeleteWithConfirmController } from 'react-admin';
import { keepFocusOnPage } from '../../layout/pageHeading';
import { useDeleteConfirmation } from '../CatalogueDeleteButton';
import { cellField } from './listingCells';
import { AskToDelete } from './rowDeleteContext';

/**
 * The listing's one delete confirmation: rows hold a plain button asking for it, so a row costs no dialog,
 * no mutation and no hook of its own however many rows are shown.
 */
export function RowDeleteProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState<RaRecord>();
  // Focus goes back to the row's delete button, or to the page's heading once the deleted row is gone.
  const closed = () => {
    setRecord(undefined);
    keepFocusOnPage();
  };
  return (
    <AskToDelete.Provider value={setRecord}>
      {children}
      {record && <RowDeleteDialog key={record.id} record={record} onClosed={closed} />}
    </AskToDelete.Provider>
  );
}

/** The controller opens its dialog from a click it stops; this one comes from the row's button, already stopped. */
const noEvent = { stopPropagation: () => undefined } as unknown as SyntheticEvent;

/** react-admin's delete-with-confirmation, as the form's delete button has it, for the record a row asked about. */
function RowDeleteDialog({ record, onClosed }: { record: RaRecord; onClosed: () => void }) {
  const { confirmTitle, confirmContent, titleTranslateOptions, contentTranslateOptions, mutationOptions, ...options } =
    useDeleteConfirmation(record);
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    redirect: false,
    ...options,
    // A refused deletion closes the dialog too: its toast says why, the row stays.
    mutationOptions: {
      onError: (error: unknown) => {
        mutationOptions.onError(error);
        onClosed();
      },
    },
  });
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) {
      handleDialogOpen(noEvent);
      setOpened(true);
    } else if (!open) onClosed();
  }, [opened, open, handleDialogOpen, onClosed]);
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={confirmTitle}
      content={confirmContent}
      titleTranslateOptions={titleTranslateOptions}
      contentTranslateOptions={contentTranslateOptions}
      onConfirm={handleDelete}
      onClose={handleDialogClose}
    />
  );
}

/** The listing column holding each row's delete button (its `label` names the column, left empty). */
export const DeleteRowButton = cellField<{ label?: string }>((_props, record, { translate, askToDelete }) => {
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    askToDelete(record);
  };
  return (
    <Button size="small" color="error" className="ra-delete-button" startIcon={<DeleteIcon />} onClick={onClick}>
      {translate('ra.action.delete')}
    </Button>
  );
}, 'DeleteRowButton');
