import { useStore } from 'react-admin';

/** Row and field spacing of the console: MUI's medium or small sizes. */
export type Density = 'comfortable' | 'compact';

/** Store keys of the Rendering section's preferences (sessionStorage, like the language: they last the tab). */
export const DENSITY_KEY = 'display.density';
/** react-admin's own key for the light / dark mode (useTheme). */
export const THEME_KEY = 'theme';

export const useDensity = () => useStore<Density>(DENSITY_KEY, 'comfortable');
