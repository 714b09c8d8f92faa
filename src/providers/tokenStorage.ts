import { jwtDecode } from 'jwt-decode';
import { opensConsole, type UnverifiedClaims, unverifiedClaimsOf } from '../../lib/claims';
import { ACCESS_KEY } from './tokenKeys';

export { ACCESS_KEY };

/** The session's token pair in sessionStorage (docs/product-rules.md, "Sessions"), and the access token's claims. */
export interface TokenPair {
  token: string;
  refresh_token: string;
}

const REFRESH_KEY = 'auth.refreshToken';
/** The login of the last session of the tab: kept when the session ends, to sign the same account in again. */
const LOGIN_KEY = 'auth.login';

/** Reads the claims of a JWT without checking its signature (the server does); undefined when malformed. */
export function decodeClaims(token: string | null | undefined): UnverifiedClaims | undefined {
  if (!token) return undefined;
  try {
    return unverifiedClaimsOf(jwtDecode(token));
  } catch {
    return undefined;
  }
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Expiry is compared in seconds (the `exp` claim), never milliseconds (docs/product-rules.md, "Constants"). */
export function isExpired(claims: UnverifiedClaims, now = nowInSeconds()): boolean {
  return claims.exp <= now;
}

/** The claims of the stored access token when it is an administrator's, past the first connection. */
export function adminClaims(): UnverifiedClaims | undefined {
  const claims = tokenStorage.claims();
  return claims && opensConsole(claims) ? claims : undefined;
}

/** The stored access token when it is an administrator's and valid now (an expired one needs the usual refresh). */
export function validAdminToken(): string | undefined {
  const token = tokenStorage.accessToken();
  const claims = adminClaims();
  return token && claims && !isExpired(claims) ? token : undefined;
}

/** An administrator's session that is usable now or can be refreshed. */
export function isAdminSession(): boolean {
  const claims = adminClaims();
  return !!claims && (!isExpired(claims) || !!tokenStorage.refreshToken());
}

export const tokenStorage = {
  accessToken: () => sessionStorage.getItem(ACCESS_KEY),
  refreshToken: () => sessionStorage.getItem(REFRESH_KEY),
  claims: () => decodeClaims(sessionStorage.getItem(ACCESS_KEY)),
  /** The login of the session that is running, or that ended without a sign-out. */
  lastLogin: () => sessionStorage.getItem(LOGIN_KEY),
  save(pair: TokenPair) {
    sessionStorage.setItem(ACCESS_KEY, pair.token);
    sessionStorage.setItem(REFRESH_KEY, pair.refresh_token);
    const login = decodeClaims(pair.token)?.username;
    if (login) sessionStorage.setItem(LOGIN_KEY, login);
  },
  /** A sign-out: nothing of the session is left. */
  forget() {
    tokenStorage.clear();
    sessionStorage.removeItem(LOGIN_KEY);
  },
  clear() {
    sessionStorage.removeItem(ACCESS_KEY);
    sessionStorage.removeItem(REFRESH_KEY);
  },
};
