import { Box, Button } from '@mui/material';
import { useState } from 'react';
import {
  type Identifier,
  useCloseNotification,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useFailureToast } from '../useFailureToast';
import { useRefusalReports } from './RefusalDialog';

/** How long a delete's toast offers « Annuler »: longer than the other toasts, to leave time to reach the button. */
export const UNDO_TOAST_MS = 6000;

/** The success toast of a delete, with « Annuler », which restores what was deleted (the rows come back). */
function DeletedMessage({ text, resource, ids }: { text: string; resource: string; ids: Identifier[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const close = useCloseNotification();
  const notify = useNotify();
  const refresh = useRefresh();
  const showFailure = useFailureToast();
  const reports = useRefusalReports();
  const [busy, setBusy] = useState(false);
  const undo = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      if (ids.length === 1) await dataProvider.restore(resource, ids[0]);
      else {
        const { data } = await dataProvider.restoreMany(resource, ids);
        if (data.refused.length > 0) reports?.showRefused(resource, data.refused);
      }
      close();
      refresh();
      notify('bulk.toasts.restored', {
        type: 'success',
        messageArgs: { name: translate(`resources.${resource}.one`) },
      });
    } catch (error) {
      close();
      showFailure(error, resource);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <span>{text}</span>
      <Button color="inherit" size="small" variant="outlined" onClick={undo} disabled={busy} sx={{ ml: 'auto' }}>
        {translate('bulk.undo')}
      </Button>
    </Box>
  );
}

/**
 * Shows the success toast of a delete of `ids` (one or many) of a catalogue, offering to undo it for a few seconds;
 * `text` replaces the usual « … : suppression réussie » (a bulk delete's summary), `type` its success style.
 */
export function useNotifyDeleted() {
  const notify = useNotify();
  const translate = useTranslate();
  return (resource: string, ids: Identifier[], text?: string, type: 'success' | 'warning' = 'success') => {
    const shown =
      text ??
      (ids.length === 1
        ? translate('bulk.toasts.deleted', { name: translate(`resources.${resource}.one`) })
        : translate('bulk.toasts.deletedMany', {
            name: translate(`resources.${resource}.name`),
            smart_count: ids.length,
          }));
    notify(<DeletedMessage text={shown} resource={resource} ids={ids} />, {
      type,
      autoHideDuration: UNDO_TOAST_MS,
      // Two deletes' toasts are two causes (src/notifications/Toast.tsx shows one toast per cause at a time).
      messageArgs: { deleted: `${resource}:${ids.join(',')}` },
    });
  };
}
