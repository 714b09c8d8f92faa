import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, Link, required, TextInput, useTranslate } from 'react-admin';
import { errorStatusOf } from '../notifications/errorMessages';
import { AuthPage } from './AuthPage';
import { PublicRoutes } from './publicRoutes';
import { useAccount } from './useAccount';

type Outcome = 'sent' | 'unknownAddress' | undefined;

/**
 * Asks for an e-mailed link to choose a password (docs/product-rules.md, "States"). The server answers the
 * same way whether or not the address exists; a 404 from another server shows the reset error.
 */
export function PasswordLinkRequest({ title, intro }: { title: string; intro: string }) {
  const translate = useTranslate();
  const account = useAccount();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  const submit = async (values: { email?: string }) => {
    setSending(true);
    setOutcome(undefined);
    try {
      await account.requestPasswordReset(values.email?.trim() ?? '');
      setOutcome('sent');
    } catch (error) {
      if (errorStatusOf(error) === 404) setOutcome('unknownAddress');
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPage title={title}>
      <Stack spacing={2}>
        <Typography variant="body2">{translate(intro)}</Typography>
        {outcome === 'sent' ? (
          <Alert severity="success" role="status">
            {translate('app.auth.resetEmailSent')}
          </Alert>
        ) : (
          <Form onSubmit={submit} noValidate>
            <Stack spacing={1}>
              {outcome === 'unknownAddress' ? (
                <Alert severity="error" role="alert">
                  {translate('app.auth.resetRequestFailed')}
                </Alert>
              ) : null}
              <TextInput
                source="email"
                type="email"
                label="app.auth.email"
                autoComplete="email"
                validate={[required(), email()]}
              />
              <Button type="submit" variant="contained" disabled={sending}>
                {translate('app.auth.send')}
              </Button>
            </Stack>
          </Form>
        )}
        <Link to={PublicRoutes.login}>{translate('app.auth.backToLogin')}</Link>
      </Stack>
    </AuthPage>
  );
}

export const ForgotPasswordPage = () => (
  <PasswordLinkRequest title="app.auth.forgotTitle" intro="app.auth.forgotIntro" />
);

/** Administrator accounts are opened by an operator: registering is choosing the password of one. */
export const RegisterPage = () => <PasswordLinkRequest title="app.auth.registerTitle" intro="app.auth.registerIntro" />;
