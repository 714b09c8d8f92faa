import { useRef } from 'react';
import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin';
import { APP_MENU_BUTTON_CLASS } from './AppBar';

/** The app bar's button opening and closing the menu (react-admin's SidebarToggleButton, drawn by AppBar.tsx). */
const MENU_BUTTON = `.${APP_MENU_BUTTON_CLASS}`;

/**
 * react-admin's sidebar; on a phone it is a temporary drawer over the page (docs/responsive.md). Choosing an entry
 * closes it and the new page's heading takes the focus (useFocusAfterNavigation): MUI's modal would give it back to
 * the menu button instead, so it does not; Escape or a tap beside the drawer closes it and focus goes back to that
 * button, where the reader was, once the drawer has slid away (before, the drawer's focus trap would keep it).
 */
export function AppSidebar(props: SidebarProps) {
  const [, setOpen] = useSidebarState();
  const closedByReader = useRef(false);
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
