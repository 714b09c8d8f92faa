import type { Area } from '../../lib/model';
import { menuSections } from '../layout/menuSections';
import { catalogueViews } from '../providers/models';

/**
 * Every keyboard shortcut of the console, declared once (docs/keyboard-shortcuts.md): the « ? » dialog lists this
 * table, and src/shortcuts/GlobalShortcuts.tsx binds the entries that have a `hotkey` (react-hotkeys-hook's syntax).
 * An entry without one is a shortcut some other part already answers (MUI's dialogs close on Échap).
 */
export type ShortcutGroup = 'everywhere' | 'forms' | 'listings' | 'goTo';

export interface Shortcut {
  /** What the dialog names: its message key, and its arguments (keys themselves when they are message keys). */
  action: string;
  actionArgs?: Record<string, string>;
  group: ShortcutGroup;
  /** The keys as shown, each step of a sequence a list of keys pressed together (`mod` is Ctrl, or ⌘ on a Mac). */
  keys: string[][];
  /** The binding (react-hotkeys-hook), when this table binds it. */
  hotkey?: string;
  /** Fires while typing in a field (only saving does). */
  inFields?: boolean;
  /** Where it leads, for the « g » entries. */
  path?: string;
}

/** « g » then a letter: a menu area's first listing, by a letter of its name in French and English alike where possible. */
export const AREA_LETTERS: Partial<Record<Area, string>> = {
  sessions: 's',
  exams: 'e',
  protocols: 'p',
  attributes: 'a',
  objectives: 'o',
  appliances: 'l',
  acts: 'c',
  organisations: 'r',
  notifications: 'n',
  scenarios: 'd',
  images: 'i',
  pedagogicalSheets: 'f',
  phases: 't',
};
export const HOME_LETTER = 'h';

const goTo = (letter: string, path: string, name: string): Shortcut => ({
  action: 'shortcuts.actions.goTo',
  actionArgs: { name },
  group: 'goTo',
  keys: [['g'], [letter]],
  hotkey: `g>${letter}`,
  path,
});

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'shortcuts.actions.help', group: 'everywhere', keys: [['?']], hotkey: '?' },
  { action: 'shortcuts.actions.closeDialog', group: 'everywhere', keys: [['Esc']] },
  // Bound by the app bar's search (src/search/searchShortcut.ts), also while typing in a field.
  { action: 'shortcuts.actions.searchEverything', group: 'everywhere', keys: [['mod', 'K']], inFields: true },
  { action: 'shortcuts.actions.save', group: 'forms', keys: [['mod', 'S']], hotkey: 'mod+s', inFields: true },
  { action: 'shortcuts.actions.search', group: 'listings', keys: [['/']], hotkey: '/' },
  { ...goTo(HOME_LETTER, '/home', 'shortcuts.actions.home') },
  ...menuSections(catalogueViews).flatMap((section) => {
    const letter = AREA_LETTERS[section.area];
    return letter ? [goTo(letter, `/${section.entries[0]}`, `app.areas.${section.area}`)] : [];
  }),
];

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = ['everywhere', 'forms', 'listings', 'goTo'];
