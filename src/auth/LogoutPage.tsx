import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocation, useLogout, useNavigate, useTranslate } from 'react-admin';
import { PublicRoutes } from './publicRoutes';

/** The page a signed-out visit asked for (react-admin passes it along to /logout), unless it is a public one. */
function askedPageOf(state: unknown): { nextPathname: string; nextSearch: string } | undefined {
  const { nextPathname, nextSearch = '' } = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown };
  if (typeof nextPathname !== 'string' || typeof nextSearch !== 'string' || nextPathname === '/') return undefined;
  const isPublic = Object.values(PublicRoutes).some((path) => nextPathname.startsWith(path));
  return isPublic ? undefined : { nextPathname, nextSearch };
}

/**
 * /logout: ends the session (tokens cleared, refresh token revoked) and goes to /login. It never records itself
 * as the page to come back to, so it cannot loop; the page a signed-out visit asked for (a bookmarked or shared
 * listing, a record opened in a new tab) is handed on to /login, which opens it after sign-in.
 */
export function LogoutPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  const translate = useTranslate();
  const location = useLocation();
  /**
   * Once per arrival at /logout, not once per page: two sign-outs can race (a refused session check sends the tab
   * here while this page's own sign-out moves it to /login), and a later move back to /logout keeps this same page
   * mounted. Run once per page, the tab then stayed on « Déconnexion en cours… ».
   */
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    const asked = askedPageOf(location.state);
    void logout({}, PublicRoutes.login, false).then(() => {
      // After react-admin's own move to /login (itself deferred by a tick).
      if (asked) setTimeout(() => navigate(PublicRoutes.login, { replace: true, state: asked }), 0);
    });
  }, [location, logout, navigate]);
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', gap: 2 }} role="status">
      <CircularProgress size={32} />
      <Typography>{translate('app.auth.signingOut')}</Typography>
    </Stack>
  );
}
