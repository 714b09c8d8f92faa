import { useState } from 'react';
import { type Identifier, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BulkOutcome } from '../../../lib/bulk';
import { useFailureToast } from '../useFailureToast';
import { useRefusalReports } from './RefusalDialog';
import { useNotifyDeleted } from './undoToast';

export type BulkAction = 'delete' | 'update' | 'restore';

/**
 * Runs a bulk call on the listing's selection and reports its outcome: one summary toast (how many done, how many
 * refused; a delete's offers « Annuler »), the refused records by name with their reasons in a dialog, the listing
 * read again and the selection emptied. A call that fails as a whole changed nothing: its failure toast says so.
 */
export function useBulkAction(action: BulkAction) {
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showFailure = useFailureToast();
  const notifyDeleted = useNotifyDeleted();
  const reports = useRefusalReports();
  const [running, setRunning] = useState(false);

  const run = async (call: (ids: Identifier[]) => Promise<{ data: BulkOutcome }>) => {
    setRunning(true);
    try {
      const { data: outcome } = await call(selectedIds);
      onUnselectItems();
      refresh();
      const args = {
        name: translate(`resources.${resource}.name`),
        done: translate(`bulk.done.${action}`, { smart_count: outcome.done.length }),
        refused: translate('bulk.refused', { smart_count: outcome.refused.length }),
      };
      const text = translate(
        outcome.refused.length > 0 ? 'bulk.toasts.summaryWithRefusals' : 'bulk.toasts.summary',
        args,
      );
      const type = outcome.refused.length === 0 ? 'success' : outcome.done.length === 0 ? 'error' : 'warning';
      if (action === 'delete' && outcome.done.length > 0)
        notifyDeleted(resource, outcome.done, text, type === 'success' ? 'success' : 'warning');
      else notify(text, { type, messageArgs: { _: text } });
      if (outcome.refused.length > 0) reports?.showRefused(resource, outcome.refused, text);
    } catch (error) {
      showFailure(error, resource);
    } finally {
      setRunning(false);
    }
  };
  return { run, running, count: selectedIds.length, resource };
}
