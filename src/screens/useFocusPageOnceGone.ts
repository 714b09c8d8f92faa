import { useEffect, useRef } from 'react';
import { keepFocusOnPage } from '../layout/pageHeading';

/**
 * For a control whose action removes it (a card's delete button): call the returned function once the action is
 * done; when the control then leaves the page, however late (the list read again), the focus it held would fall to
 * the page's body, so the page's heading takes it (`keepFocusOnPage`, docs/page-titles-and-focus.md).
 */
export function useFocusPageOnceGone(): () => void {
  const done = useRef(false);
  useEffect(
    () => () => {
      if (done.current) keepFocusOnPage();
    },
    [],
  );
  return () => {
    done.current = true;
  };
}
