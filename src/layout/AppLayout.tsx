import { memo, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionRenewalDialog } from '../auth/SessionRenewalDialog';
import { GlobalShortcuts } from '../shortcuts/GlobalShortcuts';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { useFocusAfterNavigation } from './pageHeading';
import { RenderingThemeProvider } from './RenderingThemeProvider';
import { useRecordTransactionId } from './useRecordTransactionId';

/**
 * The bar and the menu take no props: they render again for what they read (language, page, sidebar), not each time
 * react-admin's router renders the layout again (several times while the console starts).
 */
const StableAppBar = memo(AppBar);
const StableMenu = memo(AppMenu);

/**
 * react-admin's Layout draws its skip link before the app bar, where a Tab from the page's heading (focused after each
 * navigation) never comes back to: the app bar draws it after the heading instead (AppBar.tsx).
 */
const WITHOUT_FIRST_SKIP_LINK = { '& > .skip-nav-button': { display: 'none' } };

/** The main layout of the admin routes: app bar on top (the page's heading), side menu grouped by area; signing in again over the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRecordTransactionId();
  useFocusAfterNavigation();
  return (
    <RenderingThemeProvider>
      <Layout appBar={StableAppBar} menu={StableMenu} sidebar={AppSidebar} sx={WITHOUT_FIRST_SKIP_LINK}>
        {children}
      </Layout>
      <SessionRenewalDialog />
      <GlobalShortcuts />
    </RenderingThemeProvider>
  );
}
