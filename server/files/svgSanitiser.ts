import sanitizeHtml from 'sanitize-html';
import { isLocalReference, isSafeCss, URL_ATTRIBUTES } from '../../lib/svgRules';

/**
 * SVG sanitising (docs/svg-sanitising.md): sanitize-html over htmlparser2 in XML mode, a streaming
 * parser, so the work is linear in the size of the file. What is kept is an allow-list of static
 * drawing elements and attributes; scripts, event handlers, animation, foreign content and style
 * sheets are dropped, and links may only point inside the image (`#id`).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** Deeper documents are refused: browsers refuse them too (libxml2 stops at 256 levels). */
export const SVG_MAX_DEPTH = 256;
/** No drawing needs more attributes on one element; more only makes the work longer. */
export const SVG_MAX_ATTRIBUTES = 256;
/**
 * Overlay drawings hold hundreds to a few thousand elements; a file with more is refused as soon as the
 * count is passed, which bounds the work a 10 MB file can cause (well under 2 s, docs/performance.md).
 */
export const SVG_MAX_ELEMENTS = 50_000;

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'a',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'clipPath',
  'mask',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'stop',
  'filter',
  'view',
  ...FILTER_PRIMITIVES,
];

const PRESENTATION = [
  'alignment-baseline',
  'baseline-shift',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'direction',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'image-rendering',
  'letter-spacing',
  'lighting-color',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
];

const GEOMETRY = [
  'id',
  'class',
  'style',
  'lang',
  'xml:space',
  'xml:lang',
  'role',
  'aria-label',
  'href',
  'xlink:href',
  'xlink:title',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'd',
  'width',
  'height',
  'points',
  'pathLength',
  'viewBox',
  'preserveAspectRatio',
  'version',
  'baseProfile',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'rotate',
  'lengthAdjust',
  'textLength',
  'startOffset',
  'method',
  'spacing',
  'side',
];

const FILTER_ATTRIBUTES = [
  'in',
  'in2',
  'result',
  'mode',
  'type',
  'values',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'edgeMode',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'order',
  'kernelMatrix',
  'kernelUnitLength',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'radius',
];

/** Keeps the attributes that stay static: local links only, CSS without outside references. */
function filterAttributes(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, raw] of Object.entries(attribs)) {
    const value = raw.trim();
    if (URL_ATTRIBUTES.has(name) ? !isLocalReference(value) : !isSafeCss(value)) continue;
    kept[name] = value;
  }
  if (tagName === 'svg') Object.assign(kept, { xmlns: SVG_NS, 'xmlns:xlink': XLINK_NS });
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: {
    '*': [...PRESENTATION, ...GEOMETRY],
    svg: ['xmlns', 'xmlns:xlink'],
    ...Object.fromEntries(FILTER_PRIMITIVES.map((name) => [name, FILTER_ATTRIBUTES])),
  },
  // Links are checked above (only `#id`): no scheme at all is allowed.
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Their text is dropped with them.
  nonTextTags: ['script', 'style', 'foreignObject', 'metadata', 'noscript', 'iframe', 'textarea'],
  selfClosing: [],
  transformTags: { '*': filterAttributes },
  parser: { xmlMode: true, decodeEntities: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
};

/** The SVG could not be made safe (not an SVG document, or nested beyond what browsers read). */
export class SvgRefused extends Error {}

/** Answers a static copy of the SVG: what can run, load or navigate elsewhere is removed. */
export function sanitiseSvg(svg: string): string {
  let depth = 0;
  let elements = 0;
  const output = sanitizeHtml(svg, {
    ...OPTIONS,
    onOpenTag: (_name, attribs) => {
      if (++depth > SVG_MAX_DEPTH) throw new SvgRefused(`SVG nested deeper than ${SVG_MAX_DEPTH} levels`);
      if (++elements > SVG_MAX_ELEMENTS) throw new SvgRefused(`more than ${SVG_MAX_ELEMENTS} elements`);
      if (Object.keys(attribs).length > SVG_MAX_ATTRIBUTES)
        throw new SvgRefused(`more than ${SVG_MAX_ATTRIBUTES} attributes on one element`);
    },
    onCloseTag: () => {
      depth--;
    },
  }).trim();
  if (!output.startsWith('<svg')) throw new SvgRefused('not an SVG document');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${output}`;
}
