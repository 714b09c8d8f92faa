import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { DensityProvider } from './DensityProvider';
import { useRecordTransactionId } from './useRecordTransactionId';

/** The main layout of the admin routes: app bar on top, side menu grouped by area. */
export function AppLayout({ children }: { children: ReactNode }) {
  useRecordTransactionId();
  return (
    <DensityProvider>
      <Layout appBar={AppBar} menu={AppMenu}>
        {children}
      </Layout>
    </DensityProvider>
  );
}
