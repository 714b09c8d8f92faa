/**
 * What an SVG may keep in a link or a CSS value: the server's sanitiser (server/files/svgSanitiser.ts)
 * and the demo API's (src/demo/api/svgCleaner.ts) both apply these rules.
 */

/** A reference inside the image: `#id`, nothing a browser could fetch or run. */
export const isLocalReference = (value: string) => value.trim().startsWith('#');

/**
 * A value a browser reads as CSS may only use `url(#id)`; CSS escapes (a backslash) could hide a
 * scheme, so values with one are dropped. Plain scans, no backtracking over the input.
 */
export function isSafeCss(value: string): boolean {
  if (value.includes('\\')) return false;
  const lower = value.toLowerCase();
  if (lower.includes('@import') || lower.includes('expression(')) return false;
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    const target = lower.slice(at + 4, at + 4 + 64).trimStart();
    const unquoted = target.startsWith('"') || target.startsWith("'") ? target.slice(1).trimStart() : target;
    if (!unquoted.startsWith('#')) return false;
  }
  return true;
}

/** The attributes holding a link. */
export const URL_ATTRIBUTES = new Set(['href', 'xlink:href']);
