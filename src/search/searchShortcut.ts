import { useEffect } from 'react';

/** Whether the reader's keyboard says ⌘ rather than Ctrl (an Apple system). */
export const usesCommandKey = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shortcut as the reader's keyboard writes it. */
export const shortcutText = () => (usesCommandKey() ? '⌘ K' : 'Ctrl K');

/** Whether a key press is the search's shortcut: Ctrl+K, or ⌘+K on an Apple system. */
export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Calls `open` on Ctrl+K / ⌘+K from anywhere in the console, form fields included (the browser's own use is kept from it). */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
