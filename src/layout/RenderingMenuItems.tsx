import DarkModeIcon from '@mui/icons-material/DarkMode';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import type { SvgIconProps } from '@mui/material';
import { Box, ListItemIcon, ListItemText, MenuItem, Switch, Tooltip } from '@mui/material';
import type { ComponentType } from 'react';
import { useTheme, useTranslate } from 'react-admin';
import { useDensity } from './displayPreferences';

interface PreferenceItemProps {
  label: string;
  Icon: ComponentType<SvgIconProps>;
  checked: boolean;
  onToggle: () => void;
  open: boolean;
}

/** One on / off preference of the menu: a menu checkbox item, its state drawn as a switch. */
function PreferenceItem({ label, Icon, checked, onToggle, open }: PreferenceItemProps) {
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={onToggle} dense>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        {open && <ListItemText primary={label} />}
        {open && (
          <Box aria-hidden sx={{ display: 'flex', ml: 1 }}>
            <Switch size="small" checked={checked} tabIndex={-1} sx={{ pointerEvents: 'none' }} />
          </Box>
        )}
      </MenuItem>
    </Tooltip>
  );
}

/**
 * The side menu's Rendering section (docs/product-rules.md, "Routes and areas"): how the console draws itself,
 * dark mode and compact density, kept for the tab like the language. Menu items, not routes: it has no path.
 */
export function useRenderingMenuItems(open: boolean) {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const [density, setDensity] = useDensity();
  return [
    <PreferenceItem
      key="rendering-dark"
      label={translate('app.rendering.darkMode')}
      Icon={DarkModeIcon}
      checked={theme === 'dark'}
      onToggle={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      open={open}
    />,
    <PreferenceItem
      key="rendering-compact"
      label={translate('app.rendering.compact')}
      Icon={DensitySmallIcon}
      checked={density === 'compact'}
      onToggle={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
      open={open}
    />,
  ];
}
