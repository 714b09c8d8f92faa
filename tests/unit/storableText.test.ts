import { describe, expect, it } from 'vitest';
import { isStorableText, unstorablePath } from '../../lib/storableText';
import documentCategories from '../../resources/documentCategories/model';
import { catalogueValidator } from '../../src/screens/form/catalogueValidator';

describe('text a database cannot keep', () => {
  it('is NUL or a lone surrogate; paired surrogates (emoji) are fine', () => {
    expect(isStorableText('Molaire 😁 é')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('a\udc00')).toBe(false);
  });

  it('is found at any depth of a value, in keys and values, naming where', () => {
    expect(unstorablePath({ label: [{ language: 'fr', value: 'ok' }] })).toBeNull();
    expect(unstorablePath({ label: [{ language: 'fr', value: 'x\u0000' }] })).toBe('label.0.value');
    expect(unstorablePath({ params: { 'k\u0000': 1 } })).toBe('params');
  });

  it("shows the console's own message on the form field", () => {
    const validate = catalogueValidator(documentCategories, { name: 'documentCategories', filter: {} });
    const errors = validate({ keyName: 'a\u0000b', label: [{ language: 'fr', value: 'A\u0000' }] });
    expect(errors.keyName).toBe('screens.validation.character');
    expect(errors.label).toBe('screens.validation.character');
  });
});
