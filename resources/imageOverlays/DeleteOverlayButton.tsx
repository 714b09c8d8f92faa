import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify, useTranslate } from 'react-admin';
import { useNotifyFailure } from '../../src/notifications/useNotifyOutcome';
import { useFocusPageOnceGone } from '../../src/screens/useFocusPageOnceGone';
import { OVERLAY_RESOURCE } from './overlayFiles';
import { overlayCache } from './sharedOverlayCache';

/**
 * Deletes an overlay once confirmed. Success drops the card and the locally cached copy; a refusal (associated
 * document types, 1104) shows 'error on deletion' (docs/product-rules.md, "Failure toasts") and sets its flag.
 */
export const DeleteOverlayButton = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [deleteOne, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  // Once deleted, the card goes with this button: the page's heading takes the focus then.
  const deleted = useFocusPageOnceGone();
  const name = String(record.originalName ?? record.id);
  const label = translate('imageOverlays.actions.delete', { name });

  const confirm = () =>
    deleteOne(
      OVERLAY_RESOURCE,
      { id: record.id, previousData: record },
      {
        onSuccess: async () => {
          deleted();
          setOpen(false);
          await overlayCache.remove(record.id);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          setOpen(false);
          notifyFailure(OVERLAY_RESOURCE, error);
        },
      },
    );

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" onClick={() => setOpen(true)}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="imageOverlays.deleteDialog.title"
        content="imageOverlays.deleteDialog.content"
        titleTranslateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
