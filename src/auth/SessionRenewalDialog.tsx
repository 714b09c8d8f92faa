import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { sessionRenewal } from '../providers/sessionRenewal';
import { tokenStorage } from '../providers/tokenStorage';
import { hasUnsavedForm, keepDrafts } from '../screens/form/drafts';
import { type LoginError, loginErrorMessage } from './loginErrorMessage';
import { PublicRoutes } from './publicRoutes';
import { SignInError } from './SignInError';
import { useAccount } from './useAccount';

/**
 * Over the signed-in pages: when a save (any write), or any call while a form holds unsaved changes, meets the
 * end of the session, the same account signs in again here (login fixed, password asked, the sign-in page's
 * messages) and the call goes on (docs/session-renewal.md). Declining keeps the open forms' values as drafts
 * and leaves for sign-in; so does an account that must first choose a new password.
 */
export function SessionRenewalDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const account = useAccount();
  const [waiting, setWaiting] = useState<{ login: string; settle: (renewed: boolean) => void }>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(
    () =>
      sessionRenewal.register({
        wants: (method) => !!tokenStorage.lastLogin() && (method !== 'GET' || hasUnsavedForm()),
        renew: () => new Promise<boolean>((settle) => setWaiting({ login: tokenStorage.lastLogin() ?? '', settle })),
      }),
    [],
  );

  if (!waiting) return null;
  const finish = (renewed: boolean, leaveTo?: string) => {
    if (!renewed) keepDrafts();
    waiting.settle(renewed);
    setWaiting(undefined);
    setPassword('');
    setError(undefined);
    if (leaveTo) navigate(leaveTo);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ message: 'app.auth.invalidPassword' });
    setSubmitting(true);
    setError(undefined);
    try {
      const outcome = await account.login({ username: waiting.login, password });
      if (outcome?.redirectTo) finish(false, outcome.redirectTo);
      else finish(true);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open aria-labelledby="session-renewal-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="session-renewal-title">{translate('app.sessionRenewal.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate('app.sessionRenewal.intro')}</DialogContentText>
            <SignInError error={error} />
            <TextField
              label={translate('app.auth.login')}
              value={waiting.login}
              autoComplete="username"
              slotProps={{ input: { readOnly: true } }}
              helperText={translate('app.sessionRenewal.sameAccount')}
            />
            <TextField
              label={translate('app.auth.password')}
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <DialogContentText variant="body2">{translate('app.sessionRenewal.cancelKeeps')}</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false, PublicRoutes.logout)} disabled={submitting}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('app.auth.signIn')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
