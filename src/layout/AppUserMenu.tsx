import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { UserMenu, useGetIdentity, useTranslate } from 'react-admin';

/**
 * react-admin's user menu (sign out), its button named after what it shows: on a wide screen it shows the login, so
 * its name starts with it (« admin@example.com, Profil »; WCAG 2.5.3, label in name); on a narrow one it is an icon
 * named « Profil ».
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showsLogin = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const profile = translate('ra.auth.user_menu');
  return (
    <UserMenu label={showsLogin && identity?.fullName ? `${identity.fullName}, ${profile}` : 'ra.auth.user_menu'} />
  );
}
