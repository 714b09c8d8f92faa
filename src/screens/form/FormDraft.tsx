import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { draftKey, dropDraft, readDraft, registerOpenForm } from './drafts';

/**
 * Inside a catalogue form: its values are kept if the session ends while it has unsaved changes (drafts.ts),
 * and a draft kept for this record is offered back: resumed, the values become the form's unsaved changes.
 */
export const FormDraft = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const key = draftKey(resource, record?.id);
  const { getValues, setValue, reset, formState } = useFormContext();
  const changed = useRef(formState.isDirty);
  changed.current = formState.isDirty;
  const [draft, setDraft] = useState(() => readDraft(key));

  useEffect(
    () =>
      registerOpenForm({
        key,
        hasChanges: () => changed.current,
        values: () => getValues(),
        kept: () => reset(getValues()),
      }),
    [key, getValues, reset],
  );
  useEffect(() => setDraft(readDraft(key)), [key]);

  if (!draft) return null;
  const close = () => {
    dropDraft(key);
    setDraft(undefined);
  };
  const resume = () => {
    for (const [name, value] of Object.entries(draft)) {
      if (name !== 'id') setValue(name, value, { shouldDirty: true });
    }
    close();
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ width: '100%', mb: 2 }}
      action={
        <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
          <Button color="inherit" size="small" onClick={resume}>
            {translate('screens.form.draft.resume')}
          </Button>
          <Button color="inherit" size="small" onClick={close}>
            {translate('screens.form.draft.discard')}
          </Button>
        </Stack>
      }
    >
      {translate('screens.form.draft.kept')}
    </Alert>
  );
};
