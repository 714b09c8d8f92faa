import { useStore } from 'react-admin';
import { DENSITY_KEY } from '../providers/tabPreferences';

/** Row and field spacing of the console: MUI's medium or small sizes. */
export type Density = 'comfortable' | 'compact';

export { DENSITY_KEY, THEME_KEY } from '../providers/tabPreferences';

export const useDensity = () => useStore<Density>(DENSITY_KEY, 'comfortable');
