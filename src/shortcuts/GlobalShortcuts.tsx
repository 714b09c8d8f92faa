import { Suspense, useState } from 'react';
import { useNavigate } from 'react-admin';
import { useHotkeys } from 'react-hotkeys-hook';
import { lazyPage } from '../screens/lazyPage';
import { SHORTCUTS } from './shortcutList';

const ShortcutsDialog = lazyPage(() => import('./ShortcutsDialog'), 'ShortcutsDialog');

const bound = (action: string) => SHORTCUTS.find((shortcut) => shortcut.action === action)?.hotkey as string;
const GO_TO = SHORTCUTS.filter((shortcut) => shortcut.group === 'goTo' && shortcut.hotkey);

/** The page's open dialog, else the page: where « / » and Ctrl+S act. */
const activeScope = (): ParentNode =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1) ?? document.querySelector('main') ?? document;

/**
 * The console's keyboard shortcuts (src/shortcuts/shortcutList.ts, docs/keyboard-shortcuts.md), bound once for every
 * page: none fires while typing in a field but Ctrl+S (⌘S), which saves the form shown (or the open dialog's form).
 */
export const GlobalShortcuts = () => {
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  useHotkeys(bound('shortcuts.actions.help'), () => setHelpOpen(true), { useKey: true, preventDefault: true });
  useHotkeys(
    bound('shortcuts.actions.search'),
    (event) => {
      const search = activeScope().querySelector<HTMLInputElement>('input[name="q"]');
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    },
    { useKey: true },
  );
  useHotkeys(
    bound('shortcuts.actions.save'),
    (event) => {
      const save = activeScope().querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!save) return;
      // The browser's own « save the page » never opens over a form.
      event.preventDefault();
      if (!save.disabled) save.click();
    },
    { enableOnFormTags: true, enableOnContentEditable: true },
  );
  useHotkeys(
    GO_TO.map((shortcut) => shortcut.hotkey as string),
    (_event, hotkey) => {
      const target = GO_TO.find((shortcut) => shortcut.hotkey === hotkey.hotkey);
      if (target?.path) navigate(target.path);
    },
    { enabled: () => !document.querySelector('[role="dialog"]') },
  );
  return helpOpen ? (
    <Suspense fallback={null}>
      <ShortcutsDialog onClose={() => setHelpOpen(false)} />
    </Suspense>
  ) : null;
};
