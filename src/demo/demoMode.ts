import { tokenStorage } from '../providers/tokenStorage';

/** The demo API's records live in this tab's sessionStorage and end with it (docs/product-rules.md, "Languages"). */
export const DEMO_STATE_KEY = 'demo.state';

/** Forgets the demo records and the session, then reloads on the sign-in page: the next start seeds them again. */
export function resetDemo(): void {
  sessionStorage.removeItem(DEMO_STATE_KEY);
  tokenStorage.clear();
  window.location.hash = '#/login';
  window.location.reload();
}

/** The administrator the demo creates (shown on the badge and the sign-in page). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin-Passw0rd!' } as const;
