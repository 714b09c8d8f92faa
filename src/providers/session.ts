import type { HttpError } from 'react-admin';
import { decodeClaims, isExpired, type TokenPair, tokenStorage } from './tokenStorage';

/** Callers arriving while a refresh runs check again every 200 ms (docs/product-rules.md, "Sessions"). */
export const REFRESH_WAIT_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;
export type UnauthorizedError = () => HttpError;

/**
 * Hands out a valid access token. An expired one is refreshed first; only one refresh runs at a
 * time, and the callers that arrive meanwhile wait for it and share its outcome (react-admin's
 * refresh helpers do not: docs/data-provider.md, point 11). No token, or a refresh answering 401, ends
 * the session: the tokens are cleared and the caller gets a 401 error.
 */
export function createSession(refresh: RefreshCall, unauthorized: UnauthorizedError) {
  let refreshing = false;
  let lastFailure: unknown;

  async function waitForRunningRefresh(): Promise<string> {
    while (refreshing) await sleep(REFRESH_WAIT_MS);
    if (lastFailure) throw lastFailure;
    const token = tokenStorage.accessToken();
    if (!token) throw unauthorized();
    return token;
  }

  async function runRefresh(refreshToken: string): Promise<string> {
    refreshing = true;
    lastFailure = undefined;
    try {
      const pair = await refresh(refreshToken);
      tokenStorage.save(pair);
      return pair.token;
    } catch (error) {
      lastFailure = error;
      if ((error as { status?: number }).status === 401) tokenStorage.clear();
      throw error;
    } finally {
      refreshing = false;
    }
  }

  return {
    async accessToken(): Promise<string> {
      if (refreshing) return waitForRunningRefresh();
      const token = tokenStorage.accessToken();
      const claims = decodeClaims(token);
      if (!token || !claims) throw unauthorized();
      if (!isExpired(claims)) return token;
      const refreshToken = tokenStorage.refreshToken();
      if (!refreshToken) {
        tokenStorage.clear();
        throw unauthorized();
      }
      return runRefresh(refreshToken);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
