import { walkArea } from './walkCatalogue';

// The catalogue routes of the menu area, with their options from resources/<name>/walk.ts.
walkArea('protocols');
