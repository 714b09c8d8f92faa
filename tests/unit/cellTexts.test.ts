import { describe, expect, it } from 'vitest';
import { enumText, fieldLabelKey, flaggedLanguages, numberText, plainText, translationText } from '../../lib/cellTexts';

/** A message lookup as the console's translate with a `_` fallback: known keys, else the fallback. */
const messages: Record<string, string> = { 'resources.attributes.values.type.text': 'Texte court' };
const translate = (key: string, fallback: string) => messages[key] ?? fallback;

describe('the text a listing cell shows (console cells and early listing alike)', () => {
  it('writes plain values as they are and leaves empty ones empty', () => {
    expect(plainText('chief_complaint')).toBe('chief_complaint');
    expect(plainText(12)).toBe('12');
    expect(plainText(false)).toBe('false');
    expect(plainText('')).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });

  it("names an enum value by its label in the reader's messages, by the value itself when it has none", () => {
    expect(enumText('attributes', 'type', 'text', translate)).toBe('Texte court');
    expect(enumText('attributes', 'type', 'unheard-of', translate)).toBe('unheard-of');
    expect(enumText('attributes', 'type', '', translate)).toBe('');
    expect(enumText('attributes', 'type', 3, translate)).toBe('');
  });

  it("writes numbers the reader's way and nothing for what is not a number", () => {
    expect(numberText(1.5, 'fr')).toBe('1,5');
    expect(numberText(1.5, 'en')).toBe('1.5');
    expect(numberText(12_000, 'en')).toBe('12,000');
    expect(numberText('1.5', 'fr')).toBe('');
  });

  it("reads a translation set in the reader's language, else in the first language that has a text", () => {
    const set = [
      { language: 'fr', value: 'Asthme' },
      { language: 'en', value: 'Asthma' },
    ];
    expect(translationText(set, 'fr')).toBe('Asthme');
    expect(translationText(set, 'en')).toBe('Asthma');
    expect(translationText([{ language: 'fr', value: 'Asthme' }], 'en')).toBe('Asthme');
    expect(translationText(undefined, 'fr')).toBe('');
  });

  it('flags the languages a shown translation still lacks, and nothing on an empty cell', () => {
    expect(flaggedLanguages([{ language: 'fr', value: 'Asthme' }], 'fr')).toEqual(['en']);
    expect(
      flaggedLanguages(
        [
          { language: 'fr', value: 'Asthme' },
          { language: 'en', value: 'Asthma' },
        ],
        'fr',
      ),
    ).toEqual([]);
    expect(flaggedLanguages([], 'fr')).toEqual([]);
  });

  it("labels a column with react-admin's field key", () => {
    expect(fieldLabelKey('attributes', 'keyName')).toBe('resources.attributes.fields.keyName');
  });
});
