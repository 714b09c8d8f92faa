import { type Theme, ThemeProvider } from '@mui/material';
import { type ReactNode, useCallback } from 'react';
import { useDensity } from './displayPreferences';

/** Compact mode: MUI's small sizes for tables, inputs and buttons, everywhere inside the layout. */
const compact = {
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

/** Applies the density chosen in the menu's Rendering section on top of the current (light or dark) theme. */
export function DensityProvider({ children }: { children: ReactNode }) {
  const [density] = useDensity();
  const withDensity = useCallback(
    (outer: Theme): Theme =>
      density === 'compact' ? { ...outer, components: mergeComponents(outer.components, compact) } : outer,
    [density],
  );
  return <ThemeProvider theme={withDensity}>{children}</ThemeProvider>;
}

interface ComponentOverrides {
  defaultProps?: object;
  styleOverrides?: object;
}

/** The theme's component settings with the compact ones on top (default props and style overrides merged). */
function mergeComponents(base: Theme['components'], extra: Record<string, ComponentOverrides>): Theme['components'] {
  const merged: Record<string, ComponentOverrides> = { ...(base as Record<string, ComponentOverrides>) };
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
