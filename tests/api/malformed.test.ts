import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { category, documentType, multipart, PNG } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

/** Values of the wrong shape for any field: arrays for objects, objects for arrays, huge numbers… */
const BAD_VALUES: unknown[] = [
  [{}],
  { nested: { deeper: [1, 2, 3] } },
  1e308,
  -1,
  99999999999,
  'x'.repeat(20_000),
  true,
  [[[]]],
  { id: 'abc' },
  [{ language: 'xx', value: 5 }],
];

const BAD_QUERIES = [
  '?page[]=1',
  '?page=1e3',
  '?itemsPerPage=99999999999999',
  '?order[label]=asc&order[label]=desc',
  '?order[]=asc',
  '?q[]=a&q[]=b',
  `?q=${'%C3%A9'.repeat(2000)}`,
  '?exists[nothing]=1',
  '?exists[label]=2',
  '?id=99999999999',
  '?id[]=abc&id[]=-5',
  '?categoryId=99999999999',
  '?%00=1',
  '?__proto__[x]=1',
  '?constructor=1',
];

describe.each(DATABASES)('malformed requests on %s', (database) => {
  let t: TestApp;
  let categoryId: number;
  const failures: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    t = await createTestApp(database);
    categoryId = (await category(t, 'fuzz')).id;
    await documentType(t, 'fuzz-type', categoryId);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    failures.length = 0;
  });

  async function check(options: InjectOptions & { token?: string | null }) {
    requests++;
    const response = await t.call(options);
    if (response.statusCode >= 500 && response.statusCode !== 501) {
      failures.push(
        `${options.method} ${String(options.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    } else if (response.statusCode >= 400) {
      const body = response.json();
      if (typeof body.error_code !== 'number' || body.error_status !== response.statusCode) {
        failures.push(
          `${options.method} ${String(options.url).slice(0, 120)} → ${response.statusCode} without the error body`,
        );
      }
    }
  }

  it('never answers 500 to wrong types in catalogue bodies', async () => {
    for (const model of t.app.models.all) {
      const base = `/api/${model.api}`;
      for (const value of BAD_VALUES) {
        const body: Record<string, unknown> = {};
        for (const [name, spec] of Object.entries(model.fields)) {
          body[spec.type === 'image' ? `${name}Base64` : name] = value;
          if (spec.type === 'reference') body[name.replace(/Id$/, '')] = value;
        }
        if (model.verbs.includes('create')) await check({ method: 'POST', url: base, payload: body });
        if (model.verbs.includes('update')) await check({ method: 'PUT', url: `${base}/1`, payload: body });
        if (model.orderable)
          await check({ method: 'PUT', url: `${base}/1/display-order`, payload: { displayOrder: value } });
        for (const path of Object.keys(model.relations ?? {})) {
          await check({
            method: 'POST',
            url: `${base}/1/${path}`,
            payload: [value, { id: value, role: value }] as object,
          });
          await check({ method: 'POST', url: `${base}/1/${path}`, payload: { items: value } });
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  });

  it('never answers 500 to one bad field in an otherwise valid body', async () => {
    const valid: Record<string, Record<string, unknown>> = {
      'document-types': { keyName: 'valid', label: tr('a', 'b'), categoryId, imageOverlayId: null },
      attributes: {
        keyName: 'valid',
        label: tr('a', 'b'),
        type: 'select',
        options: { options: [] },
        pedagogicalSheetId: null,
      },
      'image-templates': { keyName: 'valid', label: tr('a', 'b'), cells: [] },
      'sub-phase-types': { keyName: 'valid', label: tr('a', 'b'), color: '#000000' },
      scenarios: { keyName: 'valid', label: tr('a', 'b'), imageOriginalName: 'a.png' },
    };
    let n = 0;
    for (const [api, body] of Object.entries(valid)) {
      const model = t.app.models.byApi.get(api);
      if (!model) continue;
      for (const field of [...Object.keys(model.fields), 'imageBase64', 'category', 'imageOriginalName']) {
        for (const value of BAD_VALUES) {
          await check({ method: 'POST', url: `/api/${api}`, payload: { ...body, keyName: `k${n++}`, [field]: value } });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to odd list queries, ids and paths', async () => {
    for (const model of t.app.models.all) {
      for (const query of BAD_QUERIES) await check({ method: 'GET', url: `/api/${model.api}${query}` });
      for (const id of ['99999999999', '1e5', '%2e%2e', '-0', '0']) {
        await check({ method: 'GET', url: `/api/${model.api}/${id}` });
        await check({ method: 'DELETE', url: `/api/${model.api}/${id}` });
      }
    }
    for (const path of [
      '/api/pedagogical-sheets/minidiag',
      '/api/attributes/1/exam-panel-types',
      '/api/error-reports',
    ]) {
      for (const query of BAD_QUERIES) await check({ method: 'GET', url: `${path}${query}` });
    }
    expect(failures).toEqual([]);
  });

  it('never answers 500 to bodies that are not JSON objects', async () => {
    const raw = (payload: string, contentType: string) => ({ payload, headers: { 'content-type': contentType } });
    const bodies = [
      raw('{"keyName": ', 'application/json'),
      raw('[1, 2', 'application/json'),
      raw('null', 'application/json'),
      raw('"text"', 'application/json'),
      raw('12345678901234567890123456789', 'application/json'),
      raw('{"__proto__": {"admin": true}}', 'application/json'),
      raw('{"constructor": {"prototype": {"x": 1}}}', 'application/json'),
      raw('keyName=x', 'application/x-www-form-urlencoded'),
      raw('<xml/>', 'application/xml'),
      raw('plain text', 'text/plain'),
      raw('', 'application/json'),
      { ...multipart([{ name: 'file', filename: 'a.png', content: PNG }]) },
    ];
    const targets = [
      ['POST', '/api/document-categories'],
      ['PUT', '/api/document-categories/1'],
      ['PUT', '/api/document-types/2/display-order'],
      ['POST', '/api/scenarios/1/document-types'],
      ['POST', '/api/components/1/fields'],
      ['POST', '/api/error-reports'],
      ['POST', '/api/translation'],
      ['POST', '/api/image-overlays'],
    ] as const;
    for (const [method, url] of targets) for (const body of bodies) await check({ method, url, ...body });
    expect(failures).toEqual([]);
  });

  it('never answers 500 to broken multipart uploads', async () => {
    const { payload, headers } = multipart([
      { name: 'input', content: '{}' },
      { name: 'file', filename: 'a.png', content: PNG },
    ]);
    const variants: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
      { payload: payload.subarray(0, payload.length - 10), headers },
      { payload: payload.subarray(0, 40), headers },
      { payload, headers: { 'content-type': 'multipart/form-data; boundary=other' } },
      { payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: Buffer.alloc(0), headers },
      multipart([
        { name: 'file', filename: 'a.png', content: PNG },
        { name: 'file', filename: 'b.png', content: PNG },
      ]),
      multipart(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, content: 'x' }))),
      multipart([
        { name: '__proto__', content: '{}' },
        { name: 'file', filename: 'a.png', content: PNG },
      ]),
      multipart([{ name: 'input', content: 'x'.repeat(20_000) }]),
      multipart([{ name: 'file', filename: '../../etc/passwd', content: PNG }]),
    ];
    for (const variant of variants) await check({ method: 'POST', url: '/api/image-overlays', ...variant });
    expect(failures).toEqual([]);
  });
});
