import { grey } from '@mui/material/colors';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { withReducedMotion } from './reducedMotion';

/**
 * The console's light and dark themes: react-admin's defaults with colours that reach WCAG 2.2 AA contrast (4.5:1 for
 * text) where the defaults do not, and a keyboard focus ring distinct from hover (docs/accessibility.md).
 */

/**
 * The ring drawn around whatever the keyboard focused (MUI's `Mui-focusVisible`: never on a mouse click), in the
 * colour of its text, so it shows on the app bar as on the page; hover only tints the background. Entries of lists
 * and menus draw it inside, where their container would cut it.
 */
const FOCUS_RING = {
  MuiButtonBase: {
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
      },
    },
  },
  MuiButton: {
    styleOverrides: {
      // A filled button's text is white: its ring takes the button's own colour, outside it.
      contained: ({ theme }: { theme: { palette: { text: { primary: string } } } }) => ({
        '&.Mui-focusVisible': { outlineColor: theme.palette.text.primary },
      }),
    },
  },
  MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
  MuiChip: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: 1 } } } },
};

/**
 * Readable texts in both themes: the help text under a disabled input says why it is disabled (« Choisissez d'abord
 * la catégorie. »), so it keeps the secondary text colour instead of MUI's faded one.
 */
const READABLE_TEXTS = {
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({
        '&.Mui-disabled': { color: theme.palette.text.secondary },
      }),
    },
  },
};

const LIGHT: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    // #1976d2 reads at 4.41:1 on the page's #fafafb and 4.03:1 on a filled input; this blue at 5.5:1 and 5.0:1.
    primary: { main: '#1565c0' },
    // The app bar's colour: white on react-admin's #2196f3 is 3.12:1, on this blue 5.75:1.
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    // « Supprimer »: #d32f2f on the form toolbar read at 3.77:1, #c62828 at 4.44:1 on the bulk bar's selected blue
    // (#d9e6f4); this red at 6.0:1 on the lighter toolbar below and 5.2:1 on the bulk bar.
    error: { main: '#b71c1c' },
    // White on MUI's #0288d1 (the import preview's « à modifier » chips) is 3.86:1; on this blue 4.8:1.
    info: { main: '#0277bd' },
    // White on MUI's #ed6c02 (the home page's « to translate » chips) is 3.0:1; on this orange 5.0:1.
    warning: { main: '#b45309', contrastText: '#fff' },
  },
  components: {
    ...FOCUS_RING,
    ...READABLE_TEXTS,
    // react-admin's grey[300] toolbar under forms leaves coloured buttons below 4.5:1.
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
  },
});

const DARK: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    // MUI's dark error red (#f44336) reads at 2.72:1 on the dark form toolbar; red[200] (#ef9a9a) at 4.7:1, but 4.08:1
    // on its own hover tint (« Supprimer » under the pointer); this lighter red at 5.8:1 and 5.0:1.
    error: { main: '#f4b4b4' },
  },
  components: { ...FOCUS_RING, ...READABLE_TEXTS },
});

export const LIGHT_THEME = withReducedMotion(LIGHT);
export const DARK_THEME = withReducedMotion(DARK);
