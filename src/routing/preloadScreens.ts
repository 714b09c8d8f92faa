import { HOME_PATH, PublicRoutes } from '../auth/publicRoutes';
import { isAdminSession } from '../providers/tokenStorage';
import { lazyPage, preloadPage } from '../screens/lazyPage';
import { catalogueScreenOf } from './catalogueScreens';

/** Signed-in screens load after sign-in, each in its own chunk (docs/console-loading.md). */
export const HomePage = lazyPage(() => import('../home/HomePage'), 'HomePage');
export const AppLayout = lazyPage(() => import('../layout/AppLayout'), 'AppLayout');

/**
 * The screens a signed-in address opens (the layout and the page) are fetched while the console starts, not once
 * it has rendered and found it needs them: each lazy chunk would otherwise wait for the one before, and React
 * would hold the page back after showing the wait. Resolves once they are loaded (or failed: the page then
 * tries again as it renders). Public pages need none, nor a tab without a session: it goes to the sign-in page.
 */
export function preloadScreensFor(path: string): Promise<unknown> {
  const isPublic = Object.values(PublicRoutes).some((route) => path.startsWith(route));
  if (isPublic || !isAdminSession()) return Promise.resolve();
  const page = path.startsWith(HOME_PATH) ? HomePage : catalogueScreenOf(path);
  return Promise.all([AppLayout, page].map(preloadPage));
}
