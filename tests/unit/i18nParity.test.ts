import { describe, expect, it } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import en from '../../i18n/en';
import fr from '../../i18n/fr';
import { resourceMessages } from '../../i18n/index';
import { viewsOf } from '../../lib/model';
import { allModels } from '../../src/modelRegistry';

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) found.set(k, v);
    else found.set(path, value);
  }
  return found;
}

const missingFrom = (a: Map<string, unknown>, b: Map<string, unknown>) => [...a.keys()].filter((key) => !b.has(key));
/** react-admin's own messages leave the label of an unset boolean empty on purpose. */
const EMPTY_BY_DESIGN = new Set(['ra.boolean.null']);
const emptyIn = (tree: Map<string, unknown>) =>
  [...tree]
    .filter(([key, value]) => !EMPTY_BY_DESIGN.has(key) && (typeof value !== 'string' || value.trim() === ''))
    .map(([key]) => key);

describe.each([
  ['console messages', leaves(fr), leaves(en)],
  ['resource messages', leaves(resourceMessages('fr')), leaves(resourceMessages('en'))],
  ['whole message tables', leaves(allMessages.fr), leaves(allMessages.en)],
])('%s', (_, french, english) => {
  it('has every French key in English and every English key in French', () => {
    expect(missingFrom(french, english)).toEqual([]);
    expect(missingFrom(english, french)).toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyIn(french)).toEqual([]);
    expect(emptyIn(english)).toEqual([]);
  });
});

describe('resource messages', () => {
  const french = leaves(allMessages.fr);
  it.each(allModels.flatMap((model) => viewsOf(model).map((view) => [view.name, model] as const)))(
    '%s has a name, a singular name and a label for every field',
    (viewName, model) => {
      const wanted = ['name', 'one', ...Object.keys(model.fields).map((field) => `fields.${field}`)];
      expect(wanted.filter((key) => !french.has(`resources.${viewName}.${key}`))).toEqual([]);
    },
  );
});

describe('the messages of docs/product-rules.md (Errors)', () => {
  it('says the French texts the spec quotes', () => {
    expect(fr.Generic_Error).toBe('Une erreur est survenue, veuillez réessayer plus tard');
    expect(fr.Error_BadCredentials).toBe('Identifiant ou mot de passe incorrect');
    for (const key of ['Error_Default', 'Error_DuplicateIdentifier_KeyName', 'Error_DuplicateIdentifier_Email']) {
      expect(leaves(fr).get(key)).toBeTruthy();
    }
  });
});
