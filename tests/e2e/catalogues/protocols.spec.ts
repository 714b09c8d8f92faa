import { walkCatalogue } from './walkCatalogue';

// No key and nothing refers to a protocol: only the required-fields and create / edit / delete stories apply.
walkCatalogue('protocols', { language: 'en', optional: ['description'], smoke: true });
