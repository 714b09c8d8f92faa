import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/** Whether the dark theme is on, and the toggle: react-admin's theme, kept in the tab's store like the language. */
export function useDarkTheme(): [boolean, () => void] {
  const [theme, setTheme] = useTheme();
  return [theme === 'dark', () => setTheme(theme === 'dark' ? 'light' : 'dark')];
}

/**
 * The dark-theme button of the app bar and of the sign-in pages (a toggle button, `aria-pressed`): the theme is
 * switched from every page, the public ones included, without opening the menu.
 */
export function ThemeSwitch() {
  const translate = useTranslate();
  const [dark, toggle] = useDarkTheme();
  const label = translate('app.rendering.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" size="small" aria-label={label} aria-pressed={dark} onClick={toggle}>
        {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
