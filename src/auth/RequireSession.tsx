import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { isAdminSession } from '../providers/tokenStorage';
import { PublicRoutes } from './publicRoutes';

/**
 * Custom pages inside the layout: without an administrator's session, one redirect to /logout.
 * (react-admin's <Authenticated> signs out and re-checks in a loop until the navigation commits.)
 */
export function RequireSession({ children }: { children: ReactNode }) {
  return isAdminSession() ? children : <Navigate to={PublicRoutes.logout} replace />;
}
