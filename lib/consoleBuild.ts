/**
 * What the console's build (vite.config.ts) writes beside index.html for the server to read: the Content-Security-Policy
 * sources allowing index.html's inline script by its hash (docs/security-headers.md), as `{ "scriptSrc": [...] }`.
 */
export const CSP_SOURCES_FILE = 'csp-sources.json';

export interface CspSources {
  scriptSrc: string[];
}
