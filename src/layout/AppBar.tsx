import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar as RaAppBar, SidebarToggleButton, useTranslate } from 'react-admin';
import { DemoBadge } from '../demo/DemoBadge';
import { SearchButton } from '../search/SearchButton';
import { AppUserMenu } from './AppUserMenu';
import { CompactSettingsMenu } from './CompactSettingsMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadingIndicator } from './LoadingIndicator';
import { PageHeading } from './pageHeading';
import { SkipLink } from './SkipLink';
import { ThemeSwitch } from './ThemeSwitch';

/** react-admin's class for the app bar's menu button (its margin), and ours, to find the one the bar shows. */
const MENU_BUTTON_CLASS = 'RaAppBar-menuButton';
export const APP_MENU_BUTTON_CLASS = 'app-menu-button';

/**
 * The skip link is the first Tab stop, of a fresh page as after the heading took the focus (docs/accessibility.md,
 * "Skip link"): the heading and the skip link come first in the bar's order, the menu button and the console's name
 * after them, drawn before them (`order`). react-admin's own menu button, which it draws first, is hidden.
 */
const MENU_BUTTON_AFTER_SKIP_LINK = {
  [`& .RaAppBar-toolbar > .${MENU_BUTTON_CLASS}:not(.${APP_MENU_BUTTON_CLASS})`]: { display: 'none' },
  [`& .${APP_MENU_BUTTON_CLASS}`]: { order: -2 },
};

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
      sx={MENU_BUTTON_AFTER_SKIP_LINK}
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: phone ? 0 : 1, flexShrink: 0 }}>
          <SearchButton compact={phone} />
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
      <PageHeading />
      <SkipLink />
      <SidebarToggleButton className={`${MENU_BUTTON_CLASS} ${APP_MENU_BUTTON_CLASS}`} />
      {!phone && (
        <Typography
          variant="subtitle1"
          component="span"
          sx={{ order: -1, fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}
        >
          {translate('app.title')}
        </Typography>
      )}
    </RaAppBar>
  );
}
