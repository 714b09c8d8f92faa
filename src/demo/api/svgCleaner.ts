/**
 * The demo API's SVG check: the server sanitises uploads with sanitize-html in a worker thread
 * (server/files/svgSanitiser.ts), which does not run in a browser tab; here DOMPurify, the browser's
 * sanitiser, keeps the static drawing elements of its SVG profile, with the server's rules for links
 * and CSS values (lib/svgRules.ts). docs/testers-mode.md.
 */
import createDOMPurify from 'dompurify';
import { isLocalReference, isSafeCss, URL_ATTRIBUTES } from '../../../lib/svgRules';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function svgPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(typeof window === 'undefined' ? undefined : window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) ? !isLocalReference(data.attrValue) : !isSafeCss(data.attrValue))
      data.keepAttr = false;
  });
  return purifier;
}

/** A static copy of the SVG document, or null when it is none (or no DOM is at hand to check it). */
export function cleanSvg(svg: string): string | null {
  const dom = svgPurifier();
  if (!dom.isSupported) return null;
  const fragment = dom.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `use` copies a part of the image: links are local only (above), as on the server.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['style', 'foreignObject'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (root?.localName !== 'svg' || fragment.childElementCount !== 1) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}`;
}
