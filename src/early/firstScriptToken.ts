import { opensConsole, unverifiedClaimsOf } from '../../lib/claims';
import { ACCESS_KEY } from '../providers/tokenKeys';

/**
 * The stored access token when it is an administrator's, past the first connection and valid now: what
 * src/providers/tokenStorage.ts `validAdminToken` answers, for the first script. The console reads its claims with
 * jwt-decode; the first script decodes them with these few lines of its own, since it runs before the console's files
 * arrive and loads no package (tests/unit/firstScriptStaysLight.test.ts).
 */
export function validAdminToken(): string | undefined {
  const token = sessionStorage.getItem(ACCESS_KEY);
  const payload = token?.split('.')[1];
  if (!token || !payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = unverifiedClaimsOf(JSON.parse(new TextDecoder().decode(bytes)));
    return claims && opensConsole(claims) && claims.exp > Math.floor(Date.now() / 1000) ? token : undefined;
  } catch {
    return undefined;
  }
}
