import { walkAreasWithoutSpecFile } from './walkCatalogue';

// The catalogue routes of the menu areas that have no <area>.spec.ts here (none today): a new area is walked too.
walkAreasWithoutSpecFile();
