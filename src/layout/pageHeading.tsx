import { useEffect, useState } from 'react';
import { TitlePortal, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** react-admin draws each page's title (list, edit, create, home…) into this element of the app bar. */
const HEADING_ID = 'react-admin-title';

/** The browser tab's title: « <page> · <console's name> », or the console's name alone. */
export function useDocumentTitle(page: string | undefined) {
  const translate = useTranslate();
  useEffect(() => {
    const text = page?.trim();
    document.title = text ? translate('app.documentTitle', { page: text }) : translate('app.title');
  }, [page, translate]);
}

/**
 * The page's title stays on one line, cut with an ellipsis when the bar is too narrow (a phone): react-admin wraps it
 * in an inline block (its Configurable), which an ellipsis does not reach, so that box flows as text. The whole
 * title stays in the heading, its accessible name.
 */
const ONE_LINE = { outline: 'none', minWidth: 0, '& .RaConfigurable-root': { display: 'inline' } };

/**
 * The page's one `<h1>`: the app bar's title, which react-admin pages fill in (a listing's name, a record's
 * label, « Nouveau : … »). The browser tab is titled after it. It takes focus from scripts only (tabIndex -1).
 */
export function PageHeading() {
  const [text, setText] = useState<string>();
  useEffect(() => {
    const heading = document.getElementById(HEADING_ID);
    if (!heading) return;
    const read = () => setText(heading.textContent ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  useDocumentTitle(text);
  return <TitlePortal variant="subtitle1" component="h1" tabIndex={-1} sx={ONE_LINE} />;
}

/** How long after a navigation or a deletion the page may still drop the focused element (lazy pages, refetches). */
const WATCH_MS = 3000;

/**
 * Keeps the keyboard's place on the page while it changes: when the focused element goes away (the row link
 * that opened a record, the save button of a page left, a deleted row's button) and focus falls back to the
 * document's body within the next moments, the page's heading takes it, so the next Tab starts from the top
 * of the new content.
 */
export function keepFocusOnPage() {
  const started = performance.now();
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      const heading = document.getElementById(HEADING_ID) ?? document.querySelector('h1');
      if (heading instanceof HTMLElement) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        return;
      }
    }
    if (performance.now() - started < WATCH_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * For a control about to leave the page whenever its removal comes (a deleted row's button: the listing drops the row
 * when its next read arrives, which a busy machine delays past any fixed window): once `control` is gone, if focus
 * fell to the document's body, the page's heading takes it. Stops watching as soon as focus moves elsewhere.
 */
export function focusPageWhenGone(control: Element | null) {
  if (!control) return;
  const check = () => {
    const active = document.activeElement;
    const gone = !control.isConnected;
    if (gone && (!active || active === document.body)) keepFocusOnPage();
    else if (inTransit(active) || (!gone && control.contains(active))) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Whether the focus has not landed yet: on nothing, or in the modal dialog that asked for the action (anywhere in it:
 * while its confirm button is disabled, MUI's focus trap holds the focus on the dialog's own box, outside its
 * `role="dialog"` paper), which hands it back to the control once it has closed. The row and the dialog may go in
 * either order, or together: React may commit the dialog's closing after the next frame on a busy machine.
 */
const inTransit = (active: Element | null) =>
  !active || active === document.body || !active.isConnected || active.closest('.MuiModal-root') !== null;

/** Moves focus to the new page's heading after each change of page, when focus would be lost. */
export function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) keepFocusOnPage();
  }, [pathname]);
}
