// @vitest-environment jsdom
/** The demo API's SVG uploads: kept drawable, stripped of what runs, loads or navigates elsewhere (as on the server). */
import { describe, expect, it } from 'vitest';
import { cleanSvg } from '../../src/demo/api/svgCleaner';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('demo SVG cleaner', () => {
  it('keeps the drawing and removes scripts, handlers, outside links and CSS fetching elsewhere', () => {
    const clean = cleanSvg(
      [
        '<?xml version="1.0"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">',
        '<script>alert(1)</script>',
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>',
        '<rect width="10" height="10" fill="url(#g)" onclick="alert(2)"/>',
        '<circle r="2" style="fill: url(https://evil.test/x)"/>',
        '<use href="#g"/><use xlink:href="https://evil.test/x.svg#a"/>',
        '<a href="javascript:alert(3)"><text>t</text></a>',
        '<foreignObject><div>html</div></foreignObject>',
        '</svg>',
      ].join(''),
    );
    expect(clean).not.toBeNull();
    const doc = parse(clean ?? '');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect([svg.localName, svg.namespaceURI, svg.getAttribute('viewBox')]).toEqual([
      'svg',
      'http://www.w3.org/2000/svg',
      '0 0 10 10',
    ]);
    expect(clean).not.toMatch(/script|alert|evil\.test|foreignObject|onclick/i);
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('url(#g)');
    expect(svg.querySelector('circle')?.hasAttribute('style')).toBe(false);
    expect([...svg.querySelectorAll('use')].map((use) => use.getAttribute('href'))).toEqual(['#g', null]);
    expect(svg.querySelector('text')?.textContent).toBe('t');
  });

  it('answers null for what is not one SVG document', () => {
    expect(cleanSvg('<html><body>no drawing</body></html>')).toBeNull();
    expect(cleanSvg('<svg></svg><svg></svg>')).toBeNull();
  });
});
