import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useContext, useState } from 'react';
import {
  EditContext,
  type RaRecord,
  setSubmissionErrors,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { RECORD_ETAG } from '../../providers/recordEtag';
import { useFailureToast } from '../useFailureToast';

interface SaveConflictDialogProps {
  model: ResourceModel;
  view: ViewSpec;
  /** The fields changed meanwhile (409 / 1204 `changed_fields`); undefined while there is no conflict. */
  changedFields: string[] | undefined;
  onClose: () => void;
  /** The form's own submit (checks, children, save), run again by « Écraser ». */
  resubmit: (values: FieldValues) => Promise<Record<string, unknown> | undefined>;
  /** The stored record, just read again, replaced the form's values (« Recharger »). */
  onReloaded?: (record: RaRecord) => void;
}

/**
 * A save refused because the record changed since it was read (docs/record-versions.md): names the fields
 * changed meanwhile and offers « Recharger » (the stored record replaces the form's values, after a
 * confirmation) or « Écraser » (saved again over the stored record, from its current version).
 */
export const SaveConflictDialog = ({
  model,
  view,
  changedFields,
  onClose,
  resubmit,
  onReloaded,
}: SaveConflictDialogProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  // The edit page's own read, refreshed on reload (a form shown outside an edit page reads the record itself).
  const edit = useContext(EditContext);
  const dataProvider = useDataProvider();
  const { getValues, setValue, setError, reset } = useFormContext();
  const showFailure = useFailureToast();
  const [confirmingReload, setConfirmingReload] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!changedFields || !record) return null;

  const fieldNames = changedFields.map((field) =>
    field in model.fields ? translate(`resources.${view.name}.fields.${field}`) : field,
  );
  const close = () => {
    setConfirmingReload(false);
    onClose();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showFailure(error, view.name);
    } finally {
      setBusy(false);
    }
  };
  const overwrite = () =>
    run(async () => {
      const { data } = await dataProvider.getOne<RaRecord>(view.name, { id: record.id });
      setValue(RECORD_ETAG, data[RECORD_ETAG]);
      close();
      const errors = await resubmit(getValues());
      if (errors) setSubmissionErrors(errors, setError);
    });
  const reload = () =>
    run(async () => {
      const data = edit
        ? (await edit.refetch()).data
        : (await dataProvider.getOne<RaRecord>(view.name, { id: record.id })).data;
      if (data) {
        reset(data);
        onReloaded?.(data);
      }
      close();
    });

  return (
    <Dialog open onClose={busy ? undefined : close} aria-labelledby="save-conflict-title">
      <DialogTitle id="save-conflict-title">{translate('screens.form.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(confirmingReload ? 'screens.form.conflict.reloadConfirm' : 'screens.form.conflict.changed', {
            smart_count: fieldNames.length,
            fields: fieldNames.map((name) => translate('screens.list.quoted', { text: name })).join(', '),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {confirmingReload ? (
          <Button onClick={reload} disabled={busy} color="warning" variant="contained">
            {translate('screens.form.conflict.reloadConfirmed')}
          </Button>
        ) : (
          <>
            <Button onClick={() => setConfirmingReload(true)} disabled={busy}>
              {translate('screens.form.conflict.reload')}
            </Button>
            <Button onClick={overwrite} disabled={busy} variant="contained">
              {translate('screens.form.conflict.overwrite')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
