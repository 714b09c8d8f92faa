import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { PublicRoutes } from './publicRoutes';

/**
 * /logout: ends the session (tokens cleared, refresh token revoked) and goes to /login. It always
 * leaves for /login and never records itself as the page to come back to, so it cannot loop.
 */
export function LogoutPage() {
  const logout = useLogout();
  const translate = useTranslate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout({}, PublicRoutes.login, false);
  }, [logout]);
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', gap: 2 }} role="status">
      <CircularProgress size={32} />
      <Typography>{translate('app.auth.signingOut')}</Typography>
    </Stack>
  );
}
