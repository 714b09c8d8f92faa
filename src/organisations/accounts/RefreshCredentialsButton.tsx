import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCatalogue, useFailureToast } from '../../screens';
import { accountStateOf } from './accountState';

/**
 * E-mails new temporary credentials to the record's user (PUT /api/users/{id}/refresh-credentials) once the
 * administrator confirms (docs/product-rules.md, "Roles"); success names the address, failure the generic toast.
 */
export const RefreshCredentialsButton = () => {
  const record = useRecordContext();
  const { model } = useCatalogue();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const showFailure = useFailureToast();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const account = accountStateOf(model, record);
  if (!account || account.userId === null) return null;
  const { userId, email } = account;

  const send = async () => {
    setSending(true);
    try {
      await dataProvider.refreshCredentials(userId);
      notify('accounts.refresh.done', { type: 'success', messageArgs: { email } });
      setOpen(false);
    } catch (error) {
      showFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button label="accounts.refresh.button" onClick={() => setOpen(true)}>
        <MailOutlineIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title="accounts.refresh.title"
        content="accounts.refresh.content"
        translateOptions={{ email }}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
