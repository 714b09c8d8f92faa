/**
 * What the console's build (vite.config.ts) writes beside index.html for the server to read: the Content-Security-Policy
 * sources allowing index.html's inline script by its hash (docs/security-headers.md), as `{ "scriptSrc": [...] }`.
 */
export const CSP_SOURCES_FILE = 'csp-sources.json';

export interface CspSources {
  scriptSrc: string[];
}

/**
 * Modules of the console whose exports are data computed by its own rules, evaluated when the console is built and
 * written into the bundle as that data (vite.config.ts `evaluatedAtBuild`): the first script carries the generic
 * listings' table, not the models, labels and rules it is computed from (docs/early-listing.md).
 */
export const BUILD_TIME_MODULES = ['src/early/firstListings.ts'] as const;
