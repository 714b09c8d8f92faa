import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionRenewalDialog } from '../auth/SessionRenewalDialog';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { useFocusAfterNavigation } from './pageHeading';
import { RenderingThemeProvider } from './RenderingThemeProvider';
import { useRecordTransactionId } from './useRecordTransactionId';

/** The main layout of the admin routes: app bar on top (the page's heading), side menu grouped by area; signing in again over the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRecordTransactionId();
  useFocusAfterNavigation();
  return (
    <RenderingThemeProvider>
      <Layout appBar={AppBar} menu={AppMenu}>
        {children}
      </Layout>
      <SessionRenewalDialog />
    </RenderingThemeProvider>
  );
}
