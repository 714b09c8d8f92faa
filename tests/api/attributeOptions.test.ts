import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

const CHOICES = { options: [{ value: 'yes' }, { value: 'no' }] };

/** Inconsistent options of an input type, and the part of `options` the server names. */
const INCONSISTENT: Array<[string, string, Record<string, unknown>, string]> = [
  ['minimum above maximum', 'number', { min: 10, max: 2 }, 'max'],
  ['normal value below the minimum', 'number', { min: 10, max: 20, normalValue: 5 }, 'normalValue'],
  ['normal value above the maximum', 'number', { max: 20, normalValue: '25' }, 'normalValue'],
  ['normal value of the wrong type', 'number', { normalValue: 'high' }, 'normalValue'],
  ['min length above max length', 'text', { minLength: 8, maxLength: 3 }, 'maxLength'],
  ['normal value longer than allowed', 'text', { maxLength: 3, normalValue: 'abcdef' }, 'normalValue'],
  ['min checks above max checks', 'checkbox', { ...CHOICES, minChecks: 2, maxChecks: 1 }, 'maxChecks'],
  ['normal value not among the radio options', 'radio', { ...CHOICES, normalValue: 'maybe' }, 'normalValue'],
  ['normal value not among the select options', 'select', { ...CHOICES, normalValue: 'maybe' }, 'normalValue'],
  ['normal value not among the checkbox options', 'checkbox', { ...CHOICES, normalValue: 'maybe' }, 'normalValue'],
  ['minimum date after maximum date', 'date', { minDate: '2025-06-01', maxDate: '2025-01-01' }, 'maxDate'],
  ['normal value that is not a date', 'date', { normalValue: 'soon' }, 'normalValue'],
];

const CONSISTENT: Array<[string, Record<string, unknown>]> = [
  ['number', { min: 2, max: 10, step: 1, normalValue: '4' }],
  ['text', { minLength: 1, maxLength: 10, normalValue: 'abc' }],
  ['radio', { ...CHOICES, normalValue: 'no' }],
  ['checkbox', { ...CHOICES, minChecks: 0, maxChecks: 2 }],
  ['date', { minDate: '2025-01-01', maxDate: '2025-06-01', normalValue: '2025-03-01' }],
];

describe.each(DATABASES)('attribute options agree with each other on %s', (database) => {
  let t: TestApp;
  let serial = 0;
  let objectiveCategoryId: number;
  beforeAll(async () => {
    t = await createTestApp(database);
    objectiveCategoryId = (await create(t, 'objective-categories', { keyName: 'goals', label: tr('Buts', 'Goals') }))
      .id;
  });
  afterAll(() => t.close());

  const catalogues = () =>
    [
      ['attributes', {}],
      ['objective-types', { categoryId: objectiveCategoryId }],
    ] as const;
  const body = (extra: Record<string, unknown>, type: string, options: Record<string, unknown>) => ({
    ...extra,
    keyName: `item_${++serial}`,
    label: tr('Élément', 'Item'),
    type,
    options,
  });

  it.each(INCONSISTENT)('refuses %s (400 / 1203 on the part)', async (_, type, options, part) => {
    for (const [api, extra] of catalogues()) {
      const before = (await t.call({ method: 'GET', url: `/api/${api}` })).json().length;
      const refused = await t.call({ method: 'POST', url: `/api/${api}`, payload: body(extra, type, options) });
      expect(refused.statusCode, `${api}: ${refused.body}`).toBe(400);
      expect(refused.json()).toMatchObject({ error_code: 1203, error_status: 400, error_field: `options.${part}` });
      expect((await t.call({ method: 'GET', url: `/api/${api}` })).json()).toHaveLength(before);
    }
  });

  it.each(CONSISTENT)('accepts consistent %s options', async (type, options) => {
    for (const [api, extra] of catalogues()) {
      const saved = await create(t, api, body(extra, type, options));
      expect(saved.options).toMatchObject(options);
    }
  });

  it('refuses an update that makes the options inconsistent, and keeps the record as it was', async () => {
    const saved = await create(t, 'attributes', body({}, 'select', { ...CHOICES, normalValue: 'yes' }));
    const changed = { ...saved, type: 'select', options: { ...CHOICES, normalValue: 'perhaps' } };
    const refused = await t.call({ method: 'PUT', url: `/api/attributes/${saved.id}`, payload: changed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: 1203, error_field: 'options.normalValue' });
    const kept = (await t.call({ method: 'GET', url: `/api/attributes/${saved.id}` })).json();
    expect(kept.options.normalValue).toBe('yes');
  });
});
