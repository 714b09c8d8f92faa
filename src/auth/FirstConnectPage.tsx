import { Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Link, Navigate, PasswordInput, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { ErrorMessages } from '../notifications/errorMessages';
import type { SignInOutcome } from '../providers/authProvider';
import { tokenStorage } from '../providers/tokenStorage';
import { AuthPage } from './AuthPage';
import { type NewPasswordValues, PasswordFields } from './PasswordFields';
import { PublicRoutes } from './publicRoutes';
import { useAccount, useEnterConsole } from './useAccount';

/**
 * First connection (docs/product-rules.md, "States"), reached after signing in with temporary credentials:
 * choose a password (then sign in again with it), or link this account to an existing one and sign in with that.
 */
export function FirstConnectPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useAccount();
  const enterConsole = useEnterConsole();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<SignInOutcome>) => {
    setBusy(true);
    try {
      await enterConsole(await call());
    } catch {
      notify(ErrorMessages.generic, { type: 'error' });
      setBusy(false);
    }
  };

  if (!tokenStorage.claims()?.firstConnect) return <Navigate to={PublicRoutes.login} replace />;

  return (
    <AuthPage title="app.auth.firstConnectTitle">
      <Stack spacing={2}>
        <Form
          noValidate
          onSubmit={(values: Partial<NewPasswordValues>) => run(() => account.initPassword(values.password ?? ''))}
        >
          <Stack spacing={1}>
            <Typography variant="body2">{translate('app.auth.firstConnectIntro')}</Typography>
            <PasswordFields />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.auth.save')}
            </Button>
          </Stack>
        </Form>
        <Divider />
        <Form
          noValidate
          onSubmit={(values: { login?: string; password?: string }) =>
            run(() => account.linkAccount({ login: values.login?.trim() ?? '', password: values.password ?? '' }))
          }
        >
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h2">
              {translate('app.auth.linkTitle')}
            </Typography>
            <Typography variant="body2">{translate('app.auth.linkIntro')}</Typography>
            <TextInput source="login" label="app.auth.login" autoComplete="username" validate={required()} />
            <PasswordInput source="password" label="app.auth.password" validate={required()} />
            <Button type="submit" variant="outlined" disabled={busy}>
              {translate('app.auth.link')}
            </Button>
          </Stack>
        </Form>
        <Link to={PublicRoutes.logout}>{translate('app.auth.signOut')}</Link>
      </Stack>
    </AuthPage>
  );
}
