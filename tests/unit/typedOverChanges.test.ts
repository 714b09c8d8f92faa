import { describe, expect, it } from 'vitest';
import { fieldsChangedUnderTyping, typedFields } from '../../src/screens/form/typedOverChanges';

const tr = (fr: string) => [{ language: 'fr', value: fr }];
const fields = ['label', 'description', 'position'];

describe('typed fields', () => {
  it('are those whose value is neither the record before nor after', () => {
    const before = { label: tr('A'), description: tr('D'), position: 1 };
    const after = { label: tr('A'), description: tr('D2'), position: 1 };
    // The form still holds the old description (not yet replaced): not typed. The label was typed.
    expect(typedFields(fields, before, after, { ...before, label: tr('A typed') })).toEqual(['label']);
    // Already replaced by the new read: not typed either.
    expect(typedFields(fields, before, after, { ...after, label: tr('A typed') })).toEqual(['label']);
    expect(typedFields(fields, before, after, after)).toEqual([]);
  });
});

describe('fields changed under typing', () => {
  const base = { label: tr('A'), description: tr('D'), position: 1 };
  it('names a typed field the stored record changed since the typing began', () => {
    const stored = { ...base, label: tr('A by someone else') };
    expect(fieldsChangedUnderTyping(fields, base, stored, { ...stored, label: tr('A typed') })).toEqual(['label']);
  });
  it('leaves out fields changed meanwhile but not typed, and fields typed but not changed', () => {
    const stored = { ...base, description: tr('D by someone else') };
    expect(fieldsChangedUnderTyping(fields, base, stored, { ...stored, label: tr('A typed') })).toEqual([]);
  });
  it('is no conflict when the typed value is the one stored meanwhile', () => {
    const stored = { ...base, position: 2 };
    expect(fieldsChangedUnderTyping(fields, base, stored, { ...base, position: 2 })).toEqual([]);
  });
});
