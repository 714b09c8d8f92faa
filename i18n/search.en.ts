import type searchFr from './search.fr';

/** Same shape as the French catalogue, any text: a missing or extra key fails the type-check. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the global search (French: i18n/search.fr.ts). */
const searchEn: Texts<typeof searchFr> = {
  open: 'Search',
  openHint: 'Search every catalogue (%{shortcut})',
  title: 'Search every catalogue',
  field: 'Label, key name, e-mail, RPPS number…',
  tooShort: 'Type at least two characters.',
  keyOnly: 'Two characters: only whole key names are looked for.',
  searching: 'Searching…',
  none: 'Nothing found for “%{q}”.',
  results: '%{smart_count} result |||| %{smart_count} results',
  failed: 'The search failed. Try again.',
  tooLong: 'The search is too long (%{max} characters at most).',
  keyName: 'Key name: %{key}',
  matchedIn: 'Found in “%{field}”',
  recordNumber: 'No. %{id}',
  help: '↑ ↓ to choose, Enter to open, Esc to close',
};

export default searchEn;
