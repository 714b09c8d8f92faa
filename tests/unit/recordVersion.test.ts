import { describe, expect, it } from 'vitest';
import { checkVersion, etagOf, parseIfMatch, versionOfEtag, versionRead } from '../../lib/recordVersion';

// The rule every API applies (docs/record-versions.md); the server's answers are tested in tests/api/recordVersions.
const model = {
  fields: {
    label: { type: 'translation' as const, required: true },
    description: { type: 'translation' as const },
    summary: { type: 'string' as const, readOnly: true },
  },
};
const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

describe('If-Match', () => {
  it('reads *, one or several strong ETags; refuses anything else', () => {
    expect(etagOf(7)).toBe('"7"');
    expect(versionOfEtag('"7"')).toBe(7);
    expect(parseIfMatch(undefined)).toEqual({ check: false });
    expect(parseIfMatch('*')).toEqual({ check: false });
    expect(parseIfMatch('"3"')).toEqual({ check: true, versions: [3] });
    expect(parseIfMatch('"3", "4"')).toEqual({ check: true, versions: [3, 4] });
    for (const bad of ['', '3', 'W/"3"', '"three"', '"3",', '"-1"']) expect(parseIfMatch(bad)).toBeNull();
    expect(versionRead({ check: true, versions: [3] })).toBe(3);
    expect(versionRead({ check: true, versions: [3, 4] })).toBeUndefined();
  });
});

describe('checkVersion', () => {
  const stored = { version: 3, data: { label: tr('A', 'A'), description: tr('Theirs', 'Theirs'), summary: 'x' } };

  it('lets an update made on the stored version, or unchecked, through', () => {
    const incoming = { label: tr('Mine', 'Mine') };
    expect(checkVersion({ ifMatch: { check: true, versions: [3] }, model, stored, incoming })).toEqual({ ok: true });
    expect(checkVersion({ ifMatch: { check: false }, model, stored, incoming })).toEqual({ ok: true });
  });

  it('names the editable fields changed since the version read, not those the update changes', () => {
    const base = { label: tr('A', 'A'), description: tr('Before', 'Before'), summary: 'old' };
    const incoming = { label: tr('Mine', 'Mine'), description: tr('Before', 'Before') };
    expect(checkVersion({ ifMatch: { check: true, versions: [2] }, model, stored, base, incoming })).toEqual({
      ok: false,
      changedFields: ['description'],
    });
  });

  it('without the version read, names the fields the update would change', () => {
    const incoming = { label: tr('Mine', 'Mine'), description: tr('Theirs', 'Theirs') };
    expect(checkVersion({ ifMatch: { check: true, versions: [1] }, model, stored, incoming })).toEqual({
      ok: false,
      changedFields: ['label'],
    });
  });
});
