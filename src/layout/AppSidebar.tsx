import { type Theme, useMediaQuery } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin';
import { APP_MENU_BUTTON_CLASS } from './AppBar';

/** The app bar's button opening and closing the menu (react-admin's SidebarToggleButton, drawn by AppBar.tsx). */
const MENU_BUTTON = `.${APP_MENU_BUTTON_CLASS}`;

/**
 * react-admin's sidebar; on a phone it is a temporary drawer over the page (docs/responsive.md). Choosing an entry
 * closes it and the new page's heading takes the focus (useFocusAfterNavigation): MUI's modal would give it back to
 * the menu button instead, so it does not; Escape or a tap beside the drawer closes it and focus goes back to that
 * button, where the reader was, once the drawer has slid away (before, the drawer's focus trap would keep it). A window
 * narrowed to a phone's width (a tablet turned, a window resized) has the drawer closed, as a phone opens (the side
 * menu open at the wider width would otherwise cover the page), and widened again has the side menu open, as a
 * wide window opens.
 */
export function AppSidebar(props: SidebarProps) {
  const [, setOpen] = useSidebarState();
  const closedByReader = useRef(false);
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const wasOnPhone = useRef(onPhone);
  useEffect(() => {
    if (wasOnPhone.current === onPhone) return;
    wasOnPhone.current = onPhone;
    setOpen(!onPhone);
  }, [onPhone, setOpen]);
  // The render that first finds the window narrowed draws no menu: react-admin's drawer would open over the page with
  // the side menu's state, and MUI's modal, closed at once by the effect, would stay mounted hiding the page from
  // assistive technologies (its exit never completes). The effect closes the state; the next render draws it closed.
  if (onPhone && !wasOnPhone.current) return null;
  return (
    <Sidebar
      {...props}
      ModalProps={{ disableRestoreFocus: true }}
      onClose={() => {
        closedByReader.current = true;
        setOpen(false);
      }}
      slotProps={{
        transition: {
          onExited: () => {
            if (!closedByReader.current) return;
            closedByReader.current = false;
            document.querySelector<HTMLElement>(MENU_BUTTON)?.focus();
          },
        },
      }}
    />
  );
}
