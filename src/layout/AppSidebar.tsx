import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin';

/** The app bar's button opening and closing the menu (react-admin's SidebarToggleButton, AppBar's class for it). */
const MENU_BUTTON = '.RaAppBar-menuButton';

/**
 * react-admin's sidebar; on a phone it is a temporary drawer over the page (docs/responsive.md). Choosing an entry
 * closes it and the new page's heading takes the focus (useFocusAfterNavigation): MUI's modal would give it back to
 * the menu button instead, so it does not; Escape or a tap beside the drawer closes it and focus goes back to that
 * button, where the reader was.
 */
export function AppSidebar(props: SidebarProps) {
  const [, setOpen] = useSidebarState();
  return (
    <Sidebar
      {...props}
      ModalProps={{ disableRestoreFocus: true }}
      onClose={() => {
        setOpen(false);
        document.querySelector<HTMLElement>(MENU_BUTTON)?.focus();
      }}
    />
  );
}
