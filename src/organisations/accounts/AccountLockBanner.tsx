import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why the form is read-only: the account is not activated yet (the server refuses edits with 403 / 1105). */
export const AccountLockBanner = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ width: '100%', mb: 2 }}>
      <AlertTitle>{translate('accounts.locked.title')}</AlertTitle>
      {translate('accounts.locked.text')}
    </Alert>
  );
};
