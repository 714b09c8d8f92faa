import type { RaThemeOptions } from 'react-admin';

/** Every MUI transition (dialogs, menus, toasts, collapses) instant, including the durations its components wait for. */
const INSTANT: RaThemeOptions['transitions'] = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/**
 * The theme without motion when the system asks for reduced motion (`prefers-reduced-motion: reduce`, read as the
 * console starts): no ripple, nothing slides, fades or grows; progress indicators keep turning (they say something
 * is under way). docs/accessibility.md.
 */
export function withReducedMotion(theme: RaThemeOptions): RaThemeOptions {
  if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return theme;
  return {
    ...theme,
    transitions: INSTANT,
    components: {
      ...theme.components,
      MuiButtonBase: {
        ...theme.components?.MuiButtonBase,
        defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    },
  };
}
