import { type MouseEvent, type ReactNode, type SyntheticEvent, useCallback, useEffect, useState } from 'react';
import { Confirm, type RaRecord, useDeleteWithConfirmController } from 'react-admin';
import { focusPageWhenGone, keepFocusOnPage } from '../../layout/pageHeading';
import { useRefusalReports } from '../bulk/RefusalDialog';
import { useDeleteConfirmation } from '../CatalogueDeleteButton';
import { cellField } from './listingCells';
import { AskToDelete } from './rowDeleteContext';

/**
 * The listing's one delete confirmation: rows hold a plain button asking for it, so a row costs no dialog,
 * no mutation and no hook of its own however many rows are shown.
 */
export function RowDeleteProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<{ record: RaRecord; control: Element | null }>();
  const ask = useCallback((record: RaRecord) => setAsked({ record, control: document.activeElement }), []);
  // Focus goes back to the row's delete button, or to the page's heading once the deleted row is gone.
  const closed = (deleted: boolean) => {
    const control = asked?.control ?? null;
    setAsked(undefined);
    if (deleted) focusPageWhenGone(control);
    else keepFocusOnPage();
  };
  return (
    <AskToDelete.Provider value={ask}>
      {children}
      {asked && <RowDeleteDialog key={asked.record.id} record={asked.record} onClosed={closed} />}
    </AskToDelete.Provider>
  );
}

/** The controller opens its dialog from a click it stops; this one comes from the row's button, already stopped. */
const noEvent = { stopPropagation: () => undefined } as unknown as SyntheticEvent;

/** react-admin's delete-with-confirmation, as the form's delete button has it, for the record a row asked about. */
function RowDeleteDialog({ record, onClosed }: { record: RaRecord; onClosed: (deleted: boolean) => void }) {
  const { confirmTitle, confirmContent, titleTranslateOptions, mutationOptions, ...options } = useDeleteConfirmation(
    record,
    useRefusalReports(),
  );
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    redirect: false,
    ...options,
    // A refused deletion closes the dialog too: its toast says why, the row stays.
    mutationOptions: {
      onError: (error: unknown) => {
        mutationOptions.onError(error);
        onClosed(false);
      },
      // A delete done closes the dialog as react-admin's own success does; its toast offers « Annuler ».
      onSuccess: () => {
        mutationOptions.onSuccess();
        onClosed(true);
      },
    },
  });
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened) {
      handleDialogOpen(noEvent);
      setOpened(true);
    } else if (!open) onClosed(false);
  }, [opened, open, handleDialogOpen, onClosed]);
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={confirmTitle}
      content={confirmContent}
      titleTranslateOptions={titleTranslateOptions}
      onConfirm={handleDelete}
      onClose={handleDialogClose}
    />
  );
}

/** MUI's Delete icon (@mui/icons-material/Delete). */
const DELETE_ICON = 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z';

/** The classes MUI's small text Button of the error colour writes, which the listing styles (rowStyles.ts). */
export const DELETE_BUTTON_CLASS =
  'MuiButtonBase-root MuiButton-root MuiButton-text MuiButton-textError MuiButton-sizeSmall MuiButton-textSizeSmall MuiButton-colorError ra-delete-button';

/**
 * The listing column holding each row's delete button (its `label` names the column, left empty). The button
 * is MUI's small error-coloured text Button with its delete icon, as MUI writes it, drawn plain: a real button
 * (Tab, Enter, Space, named by its text), styled once by the table (rowStyles.ts) instead of by a Button,
 * ButtonBase and icon component per row; a keyboard focus shows as MUI's focus highlight, without its ripple.
 */
export const DeleteRowButton = cellField<{ label?: string }>((_props, record, { translate, askToDelete }) => {
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    askToDelete(record);
  };
  return (
    <button type="button" className={DELETE_BUTTON_CLASS} onClick={onClick}>
      <span className="MuiButton-icon MuiButton-startIcon MuiButton-iconSizeSmall">
        <svg
          className="MuiSvgIcon-root MuiSvgIcon-fontSizeMedium"
          focusable="false"
          aria-hidden="true"
          viewBox="0 0 24 24"
        >
          <path d={DELETE_ICON} />
        </svg>
      </span>
      {translate('ra.action.delete')}
    </button>
  );
}, 'DeleteRowButton');
