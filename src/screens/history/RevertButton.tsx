import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import {
  Confirm,
  EditContext,
  type RaRecord,
  ShowContext,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { HistoryEntry } from '../../../lib/history';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import type { AppDataProvider } from '../../providers/dataProvider';
import { isRenewalDeclined } from '../../providers/sessionRenewal';
import { useRecordFormControl } from '../form/recordFormControl';
import { useFailureToast } from '../useFailureToast';
import { entryTime } from './entryTexts';
import { HISTORY_QUERY_KEY } from './historyQueries';
import { revertRefusalMessage } from './revertRefusal';

interface RevertButtonProps {
  model: ResourceModel;
  view: ViewSpec;
  entry: HistoryEntry;
}

/**
 * « Rétablir cette version »: asks for confirmation (saying so when the form holds unsaved values, which the version
 * replaces), has the server put the record back as it was right after `entry`, then shows the record as stored in
 * the page (its form's every value, its version) and the new `revert` entry in the history. A refusal says why, by
 * the field the server names (revertRefusal.ts), else with the console's usual toast.
 */
export const RevertButton = ({ model, view, entry }: RevertButtonProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const showFailure = useFailureToast();
  const queryClient = useQueryClient();
  const form = useRecordFormControl();
  // The page's own read of the record, read again once reverted (a modify page, or a read-only detail page).
  const edit = useContext(EditContext);
  const show = useContext(ShowContext);
  const [asking, setAsking] = useState<{ unsaved: boolean }>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const date = entryTime(entry.at, locale);

  const revert = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.revertRecord<RaRecord>(view.name, { id: record.id, revisionId: entry.id });
      const page = edit?.refetch ? edit : show;
      const stored = (await page?.refetch?.())?.data ?? data;
      form?.current?.replaceWith(stored);
      notify('history.revert.done', { type: 'success', messageArgs: { date } });
      // The record's revisions follow its new version by themselves (historyQueries.ts); the feed is read again.
      await queryClient.invalidateQueries({ queryKey: [HISTORY_QUERY_KEY, 'activity'] });
    } catch (error) {
      if (!isRenewalDeclined(error)) {
        const refusal = revertRefusalMessage(model, view, error, translate);
        if (refusal) notify(refusal, { type: 'error' });
        else showFailure(error, view.name);
      }
    } finally {
      setBusy(false);
      setAsking(undefined);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        onClick={() => setAsking({ unsaved: form?.current?.hasUnsavedChanges() ?? false })}
        disabled={busy}
      >
        {translate('history.revert.button')}
      </Button>
      <Confirm
        isOpen={asking !== undefined}
        loading={busy}
        title="history.revert.title"
        titleTranslateOptions={{ date }}
        content={
          <Stack spacing={2}>
            <Typography>{translate('history.revert.content')}</Typography>
            {asking?.unsaved && <Alert severity="warning">{translate('history.revert.unsaved')}</Alert>}
          </Stack>
        }
        confirm="history.revert.confirm"
        confirmColor={asking?.unsaved ? 'warning' : 'primary'}
        ConfirmIcon={RestoreIcon}
        onConfirm={revert}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
};
