import { type Theme, ThemeProvider } from '@mui/material';
import { enUS, frFR } from '@mui/material/locale';
import { type ReactNode, useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useDensity } from './displayPreferences';

interface ComponentOverrides {
  defaultProps?: object;
  styleOverrides?: object;
}
type Components = Record<string, ComponentOverrides>;

/** MUI's own texts (an autocomplete's « no options », pagination labels) in the console's language. */
const MUI_TEXTS: Record<string, Components> = {
  fr: frFR.components as Components,
  en: enUS.components as Components,
};

/** Compact display: MUI's small sizes and tighter table rows, everywhere inside the layout. */
const COMPACT: Components = {
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTableCell: { styleOverrides: { sizeSmall: { paddingTop: 2, paddingBottom: 2 } } },
  MuiIconButton: { defaultProps: { size: 'small' }, styleOverrides: { sizeSmall: { padding: 3 } } },
  MuiTextField: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { size: 'small' } },
  MuiAutocomplete: { defaultProps: { size: 'small' } },
  MuiButton: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
};

/**
 * Settings of every rendering: a list input's remove and move buttons stay visible (react-admin shows them
 * on hover only, out of reach of the keyboard and of touch-less discovery).
 */
const CONSOLE: Components = {
  RaSimpleFormIterator: { styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } } },
};

/** The theme's component settings with others on top (default props and style overrides merged). */
function withComponents(base: Theme['components'], extra: Components): Theme['components'] {
  const merged: Components = { ...(base as Components) };
  for (const [name, overrides] of Object.entries(extra)) {
    const current = merged[name] ?? {};
    merged[name] = {
      ...current,
      defaultProps: { ...current.defaultProps, ...overrides.defaultProps },
      styleOverrides: { ...current.styleOverrides, ...overrides.styleOverrides },
    };
  }
  return merged as Theme['components'];
}

/**
 * The current (light or dark) theme with the console's settings, MUI's texts in the console's language and
 * the density chosen in the menu's Rendering section.
 */
export function RenderingThemeProvider({ children }: { children: ReactNode }) {
  const [density] = useDensity();
  const [locale] = useLocaleState();
  const rendered = useCallback(
    (outer: Theme): Theme => {
      const translated = withComponents(withComponents(outer.components, CONSOLE), MUI_TEXTS[locale] ?? MUI_TEXTS.fr);
      return { ...outer, components: density === 'compact' ? withComponents(translated, COMPACT) : translated };
    },
    [density, locale],
  );
  return <ThemeProvider theme={rendered}>{children}</ThemeProvider>;
}
