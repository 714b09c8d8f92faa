import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fixedValuesOf,
  levelViewsOf,
  referenceFieldsOf,
  representationOf,
  searchedFieldsOf,
  summaryFieldsOf,
  summaryOf,
} from '../../lib/catalogueFacts';
import { applyListQuery, indexedFieldsOf, parseListQuery, searchTextOf } from '../../lib/listRules';
import { defineModel, viewsOf } from '../../lib/model';
import { allModels, childrenResourceOf, modelNamed, referenceResourceOf } from '../../src/modelRegistry';

/**
 * Every catalogue's facts as the models declare them. The table was first checked equal to what the rules matching
 * field names computed before the declarations (src/modelRegistry.ts, lib/records.ts, lib/listRules.ts at the
 * parent of the commit adding lib/catalogueFacts.ts), summaries there for the catalogues a reference embeds.
 */
const expected = JSON.parse(readFileSync(new URL('./catalogueFacts.expected.json', import.meta.url), 'utf8'));

function factsOf(model: (typeof allModels)[number]) {
  const views: Record<string, unknown> = {};
  for (const view of viewsOf(model)) {
    const reads: Record<string, string> = {};
    for (const [name, spec] of referenceFieldsOf(model)) reads[name] = referenceResourceOf(spec, view);
    for (const [name, spec] of Object.entries(model.relations ?? {}))
      reads[`relation ${name}`] = referenceResourceOf(spec, view);
    for (const [name, spec] of Object.entries(model.children ?? {}))
      reads[`children ${name}`] = childrenResourceOf(spec, view);
    views[view.name] = { fixed: fixedValuesOf(view), reads };
  }
  return {
    names: representationOf(model),
    summary: summaryFieldsOf(model),
    searched: searchedFieldsOf(model),
    views,
  };
}

describe('the facts derived from the catalogues’ declarations', () => {
  it('name, summarise, search and read references as the table says, for every catalogue', () => {
    expect(Object.keys(expected).sort()).toEqual(allModels.map((model) => model.name).sort());
    for (const model of allModels) expect(factsOf(model), model.name).toEqual(expected[model.name]);
  });

  it('are declared wherever they matter: one naming field, a level on every reference to a tree', () => {
    for (const model of allModels) {
      const naming = Object.entries(model.fields).filter(([, spec]) => spec.names);
      expect(naming.length, `${model.name} names its records by one field`).toBe(1);
      for (const [name, spec] of referenceFieldsOf(model)) {
        const target = modelNamed(spec.model);
        const isTree = !!target && levelViewsOf(target) !== undefined;
        expect(spec.offers !== undefined, `${model.name}.${name} declares offers only to a tree`).toBe(isTree);
        if (spec.type === 'reference' && spec.childOf) expect(spec.offers, `${model.name}.${name}`).toBe('child');
      }
    }
  });
});

const notes = defineModel({
  name: 'notes',
  api: 'notes',
  area: 'rendering',
  verbs: ['list'],
  fields: {
    keyName: { type: 'keyName', searched: true },
    title: { type: 'translation', names: true, searched: true },
    body: { type: 'string', max: 500 },
    weight: { type: 'number' },
  },
});

describe('a catalogue’s declarations', () => {
  it('give its summary: the naming field then the key, those the record holds', () => {
    expect(summaryFieldsOf(notes)).toEqual(['title', 'keyName']);
    expect(summaryOf(notes, { keyName: 'a', body: 'x' }, 3)).toEqual({ id: 3, keyName: 'a' });
  });

  it('give the text a search looks into: the searched fields only', () => {
    expect(searchTextOf(notes, { keyName: 'Alpha', title: [{ language: 'fr', value: 'Été' }], body: 'hidden' })).toBe(
      'alpha \u0001 ete',
    );
  });

  it('leave the list index fingerprint as it was, unless what is searched departs from the former rule', () => {
    expect(indexedFieldsOf(notes)).toEqual({
      keyName: { type: 'keyName' },
      title: { type: 'translation' },
      body: { type: 'string', max: 500 },
      weight: { type: 'number' },
    });
    const bodySearched = { ...notes, fields: { ...notes.fields, body: { ...notes.fields.body, searched: true } } };
    expect(indexedFieldsOf(bodySearched).body).toEqual({ type: 'string', max: 500, searched: true });
    const titleNotSearched = { ...notes, fields: { ...notes.fields, title: { type: 'translation' as const } } };
    expect(indexedFieldsOf(titleNotSearched).title).toEqual({ type: 'translation', searched: false });
  });

  it('filter a number field like any other: equal to the value asked', () => {
    const parsed = parseListQuery(notes, { weight: '2.5' });
    if (!parsed.ok) throw new Error(parsed.message);
    const records = [
      { id: 1, keyName: 'a', weight: 2.5 },
      { id: 2, keyName: 'b', weight: 3 },
    ];
    expect(applyListQuery(notes, records, parsed.query).map((record) => record.id)).toEqual([1]);
  });
});
