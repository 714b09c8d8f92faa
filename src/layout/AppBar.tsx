import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, useTranslate } from 'react-admin';
import { DemoBadge } from '../demo/DemoBadge';
import { AppUserMenu } from './AppUserMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingIndicator } from './LoadingIndicator';
import { PageHeading } from './pageHeading';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * Product name, page title (the page's h1), fr / gb language switch, dark-theme switch, loading indicator and user
 * menu (sign out). Always shown: it holds the page's heading, where focus goes after each navigation, and the
 * switches (react-admin's default slides it out of view while the page is scrolled down).
 */
export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      alwaysOn
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {import.meta.env.MODE === 'demo' && <DemoBadge />}
          <LanguageSwitch />
          <ThemeSwitch />
          <LoadingIndicator />
        </Box>
      }
    >
      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}>
        {translate('app.title')}
      </Typography>
      <PageHeading />
    </RaAppBar>
  );
}
