import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Link, useLocation, useNotify, useTranslate } from 'react-admin';
import { ErrorMessages } from '../notifications/errorMessages';
import { AuthPage } from './AuthPage';
import { type NewPasswordValues, PasswordFields } from './PasswordFields';
import { PublicRoutes } from './publicRoutes';
import { useAccount, useEnterConsole } from './useAccount';

/** The key of the e-mailed link: `#/reset-password?key=…`, or `?key=…` before the hash. */
export function resetKeyOf(routeSearch: string, addressSearch = window.location.search): string | null {
  return new URLSearchParams(routeSearch).get('key') ?? new URLSearchParams(addressSearch).get('key');
}

/** The reset form (docs/product-rules.md, "States"): a new password set with the e-mailed key, then signed in. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useAccount();
  const enterConsole = useEnterConsole();
  const key = resetKeyOf(useLocation().search);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Partial<NewPasswordValues>) => {
    if (!key || !values.password) return;
    setSaving(true);
    try {
      const outcome = await account.resetPassword(key, values.password);
      notify('app.auth.passwordChanged', { type: 'success' });
      await enterConsole(outcome);
    } catch {
      notify(ErrorMessages.generic, { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <AuthPage title="app.auth.resetTitle">
      <Stack spacing={2}>
        {key ? (
          <Form onSubmit={submit} noValidate>
            <Stack spacing={1}>
              <Typography variant="body2">{translate('app.auth.resetIntro')}</Typography>
              <PasswordFields />
              <Button type="submit" variant="contained" disabled={saving}>
                {translate('app.auth.save')}
              </Button>
            </Stack>
          </Form>
        ) : (
          <Alert severity="warning">{translate('app.auth.resetMissingKey')}</Alert>
        )}
        <Link to={key ? PublicRoutes.login : PublicRoutes.forgotPassword}>
          {translate(key ? 'app.auth.backToLogin' : 'app.auth.forgotTitle')}
        </Link>
      </Stack>
    </AuthPage>
  );
}
