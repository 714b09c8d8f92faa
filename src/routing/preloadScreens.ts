import { PublicRoutes } from '../auth/publicRoutes';
import { HOME_PATH } from '../auth/useAccount';

/**
 * The screens a signed-in address opens are fetched while the console starts, not once it has rendered
 * and found it needs them (each lazy chunk would otherwise wait for the one before). Public pages need none.
 */
export function preloadScreensFor(path: string): void {
  if (Object.values(PublicRoutes).some((route) => path.startsWith(route))) return;
  void import('../layout/AppLayout');
  if (path.startsWith(HOME_PATH)) void import('../home/HomePage');
  else if (/^\/\w+\/?$/.test(path)) void import('../views/list/GenericList');
  else void import('../views/form/GenericEdit');
}
