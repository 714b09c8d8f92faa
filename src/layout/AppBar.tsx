import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar as RaAppBar, useTranslate } from 'react-admin';
import { DemoBadge } from '../demo/DemoBadge';
import { AppUserMenu } from './AppUserMenu';
import { CompactSettingsMenu } from './CompactSettingsMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingIndicator } from './LoadingIndicator';
import { PageHeading } from './pageHeading';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * Product name, page title (the page's h1), fr / gb language switch, dark-theme switch, loading indicator and user
 * menu (sign out). Always shown: it holds the page's heading, where focus goes after each navigation, and the
 * switches (react-admin's default slides it out of view while the page is scrolled down).
 * On a phone (below MUI's `sm`, docs/responsive.md) the bar keeps the heading, cut with an ellipsis, and folds the
 * product name away and the flags, theme switch and demo badge into one menu (CompactSettingsMenu.tsx).
 */
export function AppBar() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <RaAppBar
      alwaysOn
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: phone ? 0 : 1, flexShrink: 0 }}>
          {phone ? (
            <CompactSettingsMenu />
          ) : (
            <>
              {import.meta.env.MODE === 'demo' && <DemoBadge />}
              <LanguageSwitch />
              <ThemeSwitch />
            </>
          )}
          <LoadingIndicator />
        </Box>
      }
    >
      {!phone && (
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}>
          {translate('app.title')}
        </Typography>
      )}
      <PageHeading />
    </RaAppBar>
  );
}
