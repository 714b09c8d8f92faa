import DarkModeIcon from '@mui/icons-material/DarkMode';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import type { SvgIconProps } from '@mui/material';
import { Box, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ComponentType } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useDensity } from './displayPreferences';
import { useDarkTheme } from './ThemeSwitch';

interface PreferenceEntryProps {
  label: string;
  Icon: ComponentType<SvgIconProps>;
  checked: boolean;
  onToggle: () => void;
}

/**
 * MUI's small switch drawn without its checkbox: the entry itself is the switch, and a control inside a control is
 * read twice (axe: nested-interactive).
 */
function SwitchLook({ checked }: { checked: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: 26,
        height: 10,
        ml: 1.5,
        mr: 0.5,
        borderRadius: 5,
        bgcolor: checked ? 'primary.main' : 'action.disabled',
        opacity: checked ? 0.5 : 1,
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          top: -3,
          left: checked ? 10 : 0,
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: checked ? 'primary.main' : 'grey.50',
          boxShadow: 1,
        }}
      />
    </Box>
  );
}

/** One on / off preference of the menu: a switch (role `switch`, `aria-checked`), drawn as MUI's. */
function PreferenceEntry({ label, Icon, checked, onToggle }: PreferenceEntryProps) {
  const [open] = useSidebarState();
  const button = (
    <ListItemButton
      role="switch"
      aria-checked={checked}
      aria-label={open ? undefined : label}
      onClick={onToggle}
      sx={{ py: 0.5, minHeight: 36 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {open && <ListItemText primary={label} sx={{ my: 0 }} />}
      {open && <SwitchLook checked={checked} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {open ? (
        button
      ) : (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
}

/**
 * The side menu's Rendering section (docs/product-rules.md, "Routes and areas"): how the console draws itself,
 * dark theme and compact density, kept for the tab like the language. Switches, not routes: it has no path. The
 * dark theme is also switched from the app bar (ThemeSwitch.tsx).
 */
export function RenderingEntries() {
  const translate = useTranslate();
  const [dark, toggleDark] = useDarkTheme();
  const [density, setDensity] = useDensity();
  return (
    <>
      <PreferenceEntry
        label={translate('app.rendering.darkMode')}
        Icon={DarkModeIcon}
        checked={dark}
        onToggle={toggleDark}
      />
      <PreferenceEntry
        label={translate('app.rendering.compact')}
        Icon={DensitySmallIcon}
        checked={density === 'compact'}
        onToggle={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}
      />
    </>
  );
}
