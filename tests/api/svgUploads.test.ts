import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgChecksDoneOffThread } from '../../server/files/svgPool';
import { SVG_MAX_ELEMENTS } from '../../server/files/svgSanitiser';
import { expectError, uploadOverlay } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string) => `<svg ${SVG} viewBox="0 0 10 10">${body}<rect id="kept" width="1" height="1"/></svg>`;

/** Files that came out of the old sanitiser still executable, and the other ways an SVG can run or load. */
const HOSTILE: Record<string, string> = {
  'split script tag': svg('<scr<script></script>ipt>alert(1)</script>'),
  'entity-encoded javascript: href': svg(
    '<a xlink:href="&#106;&#x61;vascript:alert(1)"><rect width="5" height="5"/></a>',
  ),
  'javascript: href with tab and case': svg('<a href=" JaVa&#x09;ScRiPt:alert(1)"><text>x</text></a>'),
  'animate of href': svg('<a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
  'set of a handler': svg('<rect width="1" height="1"><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  'animate of xlink:href with values': svg('<a><animate attributeName="xlink:href" values="javascript:alert(1)"/></a>'),
  'script element': svg('<script>alert(1)</script><script xlink:href="data:text/javascript,alert(1)"/>'),
  'prefixed script': svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
  'event handlers': svg('<rect width="1" height="1" onload="alert(1)" onclick="alert(2)" onbegin="alert(3)"/>'),
  'data: image': svg('<image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="5" height="5"/>'),
  'data: use': svg('<use href="data:image/svg+xml,&lt;svg id=%22x%22 onload=%22alert(1)%22/&gt;#x"/>'),
  'feImage outside': svg('<filter id="f"><feImage xlink:href="http://evil.example/x.svg"/></filter>'),
  foreignObject: svg(
    '<foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject>',
  ),
  'XHTML link': svg('<a xmlns="http://www.w3.org/1999/xhtml" href="javascript:alert(1)">x</a>'),
  'style element escaping': svg('<style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</style>'),
  'CSS url schemes': svg(
    '<rect width="1" height="1" style="fill:url(javascript:alert(1))"/><rect width="1" height="1" fill="url(&quot;data:image/png;base64,AA&quot;)"/><rect width="1" height="1" style="fill:u\\72l(data:x)"/>',
  ),
  'CDATA script': svg('<![CDATA[<script>alert(1)</script>]]>'),
  'internal entities': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg('<text>&x;</text>')}`,
  'embedded objects': svg('<embed src="javascript:alert(1)"/><object data="data:text/html,x"/><iframe src="x"/>'),
};

/** Everything that can run, load or navigate: what must never be found in a served SVG. */
function executableParts(served: string): string[] {
  const document = new JSDOM(served, { contentType: 'image/svg+xml' }).window.document;
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const name = element.localName.toLowerCase();
    if (['script', 'foreignobject', 'animate', 'set', 'iframe', 'embed', 'object', 'style'].includes(name))
      found.push(`<${element.localName}>`);
    if (element.namespaceURI !== 'http://www.w3.org/2000/svg') found.push(`${element.namespaceURI} element`);
    for (const attribute of Array.from(element.attributes)) {
      const value = Array.from(attribute.value.toLowerCase())
        .filter((character) => character > ' ')
        .join('');
      if (attribute.localName.toLowerCase().startsWith('on')) found.push(`${attribute.name} handler`);
      if (attribute.localName === 'href' && !value.startsWith('#')) found.push(`${attribute.name}=${value}`);
      if (/javascript:|data:|url\((?!['"]?#)|\\/.test(value)) found.push(`${attribute.name}=${value}`);
    }
  }
  return found;
}

describe.each(DATABASES)('SVG uploads on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it.each(Object.entries(HOSTILE))('serves nothing executable from: %s', async (_name, hostile) => {
    const uploaded = await uploadOverlay(t, hostile, 'hostile.svg', 'image/svg+xml');
    if (uploaded.statusCode === 400) return expectError(uploaded, 400, 1203, 'file');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = (await t.call({ method: 'GET', url: uploaded.json().thumbnail })).body;
    expect(executableParts(served)).toEqual([]);
    expect(served.toLowerCase()).not.toContain('alert(1)</script');
    expect(served).toContain('id="kept"');
  });

  it('keeps a plain drawing: shapes, gradients, local references, text', async () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<path d="M0 0L5 5" stroke="#000" stroke-width="0.5"/><circle cx="5" cy="5" r="2" fill="url(#g)"/>' +
        '<use xlink:href="#kept" x="2"/><text x="1" y="9" font-size="2">Arcade &amp; dents</text>',
    );
    const uploaded = await uploadOverlay(t, drawing, 'drawing.svg', 'image/svg+xml');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = (await t.call({ method: 'GET', url: uploaded.json().thumbnail })).body;
    for (const part of ['<path d="M0 0L5 5"', 'fill="url(#g)"', 'xlink:href="#kept"', 'Arcade &amp; dents', '<stop'])
      expect(served).toContain(part);
    expect(executableParts(served)).toEqual([]);
  });

  it('refuses what is not an SVG drawing or nests deeper than browsers read', async () => {
    const deep = `<svg ${SVG}>${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`;
    expectError(await uploadOverlay(t, deep, 'deep.svg', 'image/svg+xml'), 400, 1203, 'file');
    const unclosed = `<svg ${SVG}>${'<script'.repeat(50_000)}`;
    const answer = await uploadOverlay(t, unclosed, 'unclosed.svg', 'image/svg+xml');
    if (answer.statusCode !== 201) expectError(answer, 400, 1203, 'file');
    else expect(executableParts((await t.call({ method: 'GET', url: answer.json().thumbnail })).body)).toEqual([]);
  });

  it('refuses an SVG of more elements than any drawing has, without checking it all', async () => {
    const flood = svg('<rect width="1" height="1" onclick="alert(1)"/>'.repeat(SVG_MAX_ELEMENTS + 10));
    expectError(await uploadOverlay(t, flood, 'flood.svg', 'image/svg+xml'), 400, 1203, 'file');
  });

  it('checks a large hostile SVG without holding up other requests', async () => {
    // Long path data between the hostile parts: big, yet within the element count a drawing may have.
    const unit = `<g><path d="${'M0 0 L1 1 '.repeat(100)}" onload="alert(1)"/><a xlink:href="&#106;avascript:x"><text>x</text></a></g>`;
    const hostile = svg(unit.repeat(8_000));
    expect(hostile.length).toBeGreaterThan(8_000_000);
    // Checked by the worker thread, so that the event loop answers other requests meanwhile: compared by what ran
    // where, not by durations, which a loaded machine stretches (docs/testing.md, "Rules").
    const checkedBefore = svgChecksDoneOffThread();
    const uploaded = await uploadOverlay(t, hostile, 'large.svg', 'image/svg+xml');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(svgChecksDoneOffThread()).toBe(checkedBefore + 1);
    const served = (await t.call({ method: 'GET', url: uploaded.json().thumbnail })).body;
    expect(served).not.toMatch(/onload|javascript/);
  });
});
