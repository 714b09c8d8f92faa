import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { resetDemo } from '../demo/demoMode';
import { LANGUAGES, useLanguageChoice } from './LanguageSwitch';
import { useDarkTheme } from './ThemeSwitch';

/**
 * The app bar's language flags, dark-theme switch and demo badge folded into one button on a phone
 * (docs/responsive.md): « Langue et affichage » opens a menu of the two languages (radio entries, the current one
 * checked), the dark theme (a checkbox entry, ticked when on) and, in demo mode, the data reset. Arrow keys move in it, Escape closes
 * it and gives the focus back to its button (MUI's Menu).
 */
export function CompactSettingsMenu() {
  const translate = useTranslate();
  const [locale, chooseLanguage] = useLanguageChoice();
  const [dark, toggleDark] = useDarkTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = translate('app.settingsMenu');
  const close = () => setAnchor(null);
  const demo = import.meta.env.MODE === 'demo';
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        <ListSubheader role="none" sx={{ lineHeight: 2.5 }}>
          {translate('app.language.label')}
        </ListSubheader>
        {LANGUAGES.map(({ locale: code, label: languageLabel, Flag }) => (
          <MenuItem
            key={code}
            role="menuitemradio"
            aria-checked={locale === code}
            lang={code}
            onClick={() => {
              chooseLanguage(code);
              close();
            }}
          >
            <ListItemIcon>
              <Flag />
            </ListItemIcon>
            <ListItemText primary={translate(languageLabel)} />
            {locale === code && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem role="menuitemcheckbox" aria-checked={dark} onClick={toggleDark}>
          <ListItemIcon>
            <DarkModeOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.rendering.darkMode')} />
          {dark && <CheckIcon fontSize="small" sx={{ ml: 2 }} />}
        </MenuItem>
        {demo && <Divider />}
        {demo && (
          <ListSubheader role="none" sx={{ lineHeight: 2.5 }}>
            {translate('app.demo.badge')}
          </ListSubheader>
        )}
        {demo && (
          <MenuItem onClick={resetDemo}>
            <ListItemIcon>
              <RestartAltIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.demo.reset')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
