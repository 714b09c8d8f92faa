import type { QueryClient } from '@tanstack/react-query';
import { type AuthProvider, HttpError, type Store } from 'react-admin';
import { hasAdminRole } from '../../lib/claims';
import { ErrorCode } from '../../lib/errors';
import { LANGUAGES } from '../../lib/model';
import { PublicRoutes } from '../auth/publicRoutes';
import { type Credentials, createAccountApi } from './accountApi';
import { createHttpClient, type HttpClient } from './httpClient';
import { isRenewalDeclined } from './sessionRenewal';
import { decodeClaims, isAdminSession, isExpired, type TokenPair, tokenStorage } from './tokenStorage';

/** What a sign-in leads to (docs/product-rules.md, "States"): the console, the first-connect page or the reset form. */
export type SignInOutcome = { redirectTo: string } | undefined;

const badCredentials = () =>
  new HttpError('Error_BadCredentials', 401, { error_code: ErrorCode.BadCredentials, error_status: 401 });
const endOfSession = { redirectTo: PublicRoutes.logout, message: false };

/** react-admin's cache key of its authentication check (ra-core's useAuthState, as pages call it: no parameters). */
const AUTH_CHECK_KEY = ['auth', 'checkAuth', {}];

/**
 * A tab starting with an administrator's valid session has passed react-admin's authentication check already: the check
 * (`checkAuth` below) is that same test, answered from the tab. Its answer is put in react-admin's cache before the
 * first render, so a listing asks for its first page and draws it at once instead of a round later, once the check's
 * promise has answered (the list waits for it: docs/console-loading.md). React-admin still runs the check as each page
 * mounts, and signs out when it fails.
 */
export function answerAuthCheckAhead(queryClient: QueryClient): void {
  if (isAdminSession()) queryClient.setQueryData(AUTH_CHECK_KEY, true);
}

/** The Store key of the interface language (react-admin's). */
const LOCALE_KEY = 'locale';

/**
 * Sessions (docs/product-rules.md, "Sessions"): the token pair lives in sessionStorage; data calls refresh an
 * expired access token first (session.ts); a 401 anywhere, or a refused role, ends the session through /logout.
 * The interface language is the user's setting: saved with `POST /api/users/{id}/settings`, and read
 * back from the token at sign-in into `store` when the tab has no choice of its own yet.
 */
export function createAuthProvider(apiUrl = '/api', http: HttpClient = createHttpClient(apiUrl), store?: Store) {
  const account = createAccountApi(http);

  function startSession(answer: TokenPair & { password_reset_key?: string }): SignInOutcome {
    tokenStorage.clear();
    if (answer.password_reset_key) {
      return { redirectTo: `${PublicRoutes.resetPassword}?key=${encodeURIComponent(answer.password_reset_key)}` };
    }
    const claims = decodeClaims(answer.token);
    if (!claims || isExpired(claims)) throw badCredentials();
    tokenStorage.save(answer);
    const saved = LANGUAGES.find((language) => language === claims.settings?.language);
    if (store && saved && store.getItem(LOCALE_KEY) === undefined) store.setItem(LOCALE_KEY, saved);
    if (claims.firstConnect) return { redirectTo: PublicRoutes.firstConnect };
    if (!hasAdminRole(claims)) {
      tokenStorage.clear();
      throw new HttpError('Error_BadCredentials', 403, { error_code: ErrorCode.WrongRole, error_status: 403 });
    }
    return undefined;
  }

  const signIn = async (credentials: Credentials) => startSession(await account.requestToken(credentials));

  const currentClaims = () => {
    const claims = tokenStorage.claims();
    if (!claims) throw badCredentials();
    return claims;
  };

  return {
    login: ({ username, password }: { username: string; password: string }) => signIn({ login: username, password }),
    async logout() {
      const refreshToken = tokenStorage.refreshToken();
      tokenStorage.forget();
      if (refreshToken) await account.revoke(refreshToken).catch(() => undefined);
    },
    checkAuth: async () => {
      if (!isAdminSession()) throw endOfSession;
    },
    async checkError(error: unknown) {
      // The administrator declined to sign in again: the sign-in dialog already sends the page to /logout,
      // and the call must fail as it did (react-admin would answer an empty success after logging out).
      if (isRenewalDeclined(error)) return;
      const status = (error as { status?: number })?.status;
      const code = (error as { body?: { error_code?: number } })?.body?.error_code;
      if (status === 401 || (status === 403 && code === ErrorCode.WrongRole)) {
        tokenStorage.clear();
        throw endOfSession;
      }
    },
    getPermissions: async () => tokenStorage.claims()?.roles ?? [],
    getIdentity: async () => {
      const claims = currentClaims();
      return { id: claims.sub, fullName: claims.username ?? String(claims.sub) };
    },
    /** Saves the interface language as the signed-in user's setting; nothing to save without a session. */
    async saveLanguage(language: string) {
      const claims = tokenStorage.claims();
      if (claims) await account.saveSettings(claims.sub, { language });
    },
    /** Forgotten password (docs/product-rules.md, "States"): the same answer whether or not the address exists. */
    requestPasswordReset: (email: string) => account.requestPasswordReset(email),
    /** The reset form: sets the password with the e-mailed key and signs in with the answered pair. */
    resetPassword: async (key: string, password: string) =>
      startSession(await account.validatePasswordReset(key, password)),
    /** First connection: set the password, then sign in again with the same login and the new password. */
    async initPassword(password: string) {
      const claims = currentClaims();
      await account.initPassword(claims.sub, password);
      return signIn({ login: claims.username ?? '', password });
    },
    /** First connection, linking to an existing account: sign in with the credentials the server answers. */
    async linkAccount(existing: Credentials) {
      const linked = await account.linkAccount(currentClaims().sub, existing);
      return signIn(linked);
    },
  } satisfies AuthProvider;
}

export type AppAuthProvider = ReturnType<typeof createAuthProvider>;
