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

/**
 * Undoes a delete of `ids` (one or many) of a catalogue: restores them, reads the listing again and says so, naming
 * how many were restored (« Types de document : 3 restaurations réussies »); those that could not come back (a key
 * taken since) are reported in the refusal dialog. A failure says nothing changed.
 */
export function useUndoDelete() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const showFailure = useFailureToast();
  const reports = useRefusalReports();
  return async (resource: string, ids: Identifier[]) => {
    try {
      let restored = ids.length;
      if (ids.length === 1) await dataProvider.restore(resource, ids[0]);
      else {
        const { data } = await dataProvider.restoreMany(resource, ids);
        restored = data.done.length;
        if (data.refused.length > 0) reports?.showRefused(resource, data.refused);
      }
      refresh();
      if (restored === 0) return;
      notify(restoredText(translate, resource, restored), { type: 'success' });
    } catch (error) {
      showFailure(error, resource);
    }
  };
}

/** « Type de document : restauration réussie », or « Types de document : 3 restaurations réussies ». */
const restoredText = (translate: ReturnType<typeof useTranslate>, resource: string, count: number) =>
  count === 1
    ? translate('bulk.toasts.restored', { name: translate(`resources.${resource}.one`) })
    : translate('bulk.toasts.restoredMany', { name: translate(`resources.${resource}.name`), smart_count: count });

/** The success toast of a delete, with « Annuler », which restores what was deleted (the rows come back). */
function DeletedMessage({ text, resource, ids }: { text: string; resource: string; ids: Identifier[] }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  const undoDelete = useUndoDelete();
  const [busy, setBusy] = useState(false);
  const undo = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    close();
    await undoDelete(resource, ids);
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
