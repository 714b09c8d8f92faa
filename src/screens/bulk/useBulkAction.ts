import { useState } from 'react';
import { type Identifier, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkOutcome } from '../../../lib/bulk';
import { useFailureToast } from '../useFailureToast';
import { useRefusalReports } from './RefusalDialog';
import { useNotifyDeleted, useUndoDelete } from './undoToast';

export type BulkAction = 'delete' | 'update' | 'restore';

/**
 * Runs a bulk call on the listing's selection and reports its outcome: one summary toast (how many done, how many
 * refused; a delete's offers « Annuler »), the listing read again. A call that fails as a whole changed nothing: its
 * failure toast says so.
 * With refusals, the report dialog instead (docs/bulk-and-trash.md, "Refusals"): it opens alone, headed by the summary,
 * the refused records by name with their reasons; a delete's undo is offered in it, then by its usual toast once it is
 * closed (the modal dialog would cover a toast shown meanwhile and keep it from the keyboard). The refused records stay
 * selected, so that the toolbar's button that started the call is still there to take the focus back (`opener`, the
 * control clicked), and what is left to do is at hand; the others leave the selection.
 */
export function useBulkAction(action: BulkAction) {
  const { resource, selectedIds, onUnselectItems, onSelect } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showFailure = useFailureToast();
  const notifyDeleted = useNotifyDeleted();
  const undoDelete = useUndoDelete();
  const reports = useRefusalReports();
  const [running, setRunning] = useState(false);

  const run = async (call: (ids: Identifier[]) => Promise<{ data: BulkOutcome }>, opener?: HTMLElement | null) => {
    setRunning(true);
    try {
      const { data: outcome } = await call(selectedIds);
      const { done, refused } = outcome;
      if (refused.length > 0) onSelect(refused.map((item) => item.id));
      else onUnselectItems();
      refresh();
      const args = {
        name: translate(`resources.${resource}.name`),
        done: translate(`bulk.done.${action}`, { smart_count: done.length }),
        refused: translate('bulk.refused', { smart_count: refused.length }),
      };
      const text = translate(refused.length > 0 ? 'bulk.toasts.summaryWithRefusals' : 'bulk.toasts.summary', args);
      const type = refused.length === 0 ? 'success' : done.length === 0 ? 'error' : 'warning';
      const undoable = action === 'delete' && done.length > 0;
      const toast = () => {
        if (undoable) notifyDeleted(resource, done, text, type === 'success' ? 'success' : 'warning');
        else notify(text, { type, messageArgs: { _: text } });
      };
      if (refused.length === 0 || !reports) {
        toast();
        return;
      }
      reports.showRefused(resource, refused, text, {
        returnFocusTo: opener,
        action: undoable
          ? {
              label: translate('bulk.undoDeleted', { smart_count: done.length }),
              run: () => undoDelete(resource, done),
            }
          : undefined,
        // The summary heads the dialog: once it is read, only a delete's undo is worth a toast.
        afterClose: undoable ? toast : undefined,
      });
    } catch (error) {
      showFailure(error, resource);
    } finally {
      setRunning(false);
    }
  };
  return { run, running, count: selectedIds.length, resource };
}
