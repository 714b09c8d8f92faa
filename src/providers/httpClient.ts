import { HttpError } from 'react-admin';
import { ErrorCode } from '../../lib/errors';
import { ErrorMessages } from '../notifications/errorMessages';
import { fetchApi } from './apiFetch';
import { createCallAhead } from './callAhead';
import { reportFailedCall } from './errorReport';
import { createSession } from './session';
import { RENEWAL_DECLINED, type SessionRenewal } from './sessionRenewal';
import { decodeClaims, isExpired, type TokenPair, validAdminToken } from './tokenStorage';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON by default; a FormData travels as multipart. */
  body?: unknown;
  /** Public calls (authentication: docs/product-rules.md, "Calls") carry no bearer token. */
  isPublic?: boolean;
  /** `response`: the answer itself, its body unread (progress lines read as they come: transferCalls.ts). */
  responseType?: 'json' | 'blob' | 'response';
  /** False for calls whose failure is expected and ignored (token revocation at logout). */
  report?: boolean;
  signal?: AbortSignal;
  /** Headers of this call besides the usual ones (e.g. `If-Match`). */
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** Where a call that met the end of the session waits for the administrator to sign in again. */
  renewal?: SessionRenewal;
  /** The console's language, sent as Accept-Language (the API orders names in the reader's language). */
  readerLanguage?: () => string;
}

/** Whether `token` has expired by now (read from its claims; the server checks the signature). */
const expiredNow = (token: string) => {
  const claims = decodeClaims(token);
  return !!claims && isExpired(claims);
};

const unauthorized = () =>
  new HttpError(ErrorMessages.loggedOut, 401, { error_code: ErrorCode.BadCredentials, error_status: 401 });

/** Seconds to wait from a `Retry-After` header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}

/**
 * fetch against the API base, with the bearer token, JSON bodies, error bodies as HttpError and error reports.
 * A call that met the end of the session waits for a new sign-in when `renewal` asks for one (sessionRenewal.ts).
 * `readerLanguage` gives the console's language, sent as Accept-Language: lists order names in it.
 */
export function createHttpClient(apiUrl = '/api', { renewal, readerLanguage }: HttpClientOptions = {}) {
  const ahead = createCallAhead();

  const fetchWith = (path: string, options: RequestOptions, language: string | undefined, token: string | undefined) =>
    fetchApi(apiUrl, path, options, language, token);

  /** A signed GET whose answer was asked for ahead (sendAhead) is answered from it when it succeeded. */
  async function send(path: string, options: RequestOptions = {}): Promise<Response> {
    const { method = 'GET', isPublic = false, signal } = options;
    if (method !== 'GET') ahead.forget();
    const language = readerLanguage?.();
    const token = isPublic ? undefined : await session.accessToken();
    const plainGet = method === 'GET' && token !== undefined && options.headers === undefined;
    const answered = plainGet ? await ahead.take({ path, language, token }) : undefined;
    signal?.throwIfAborted();
    if (answered?.ok) return answered;
    const response = await fetchWith(path, options, language, token);
    // A token valid when the call left may have expired before the server read it (a call sent in the token's last
    // second, a slow network or machine): refused for that alone, the call is sent once more after the usual refresh.
    if (response.status !== 401 || !token || !expiredNow(token)) return response;
    return fetchWith(path, options, language, await session.accessToken());
  }

  /**
   * Sends a GET now, before the code that needs it runs, when the tab holds an administrator's token valid now
   * (an expired one is refreshed by the usual call); the same call made later takes the answer (callAhead.ts).
   */
  function sendAhead(path: string): boolean {
    const token = validAdminToken();
    if (!token) return false;
    const language = readerLanguage?.();
    ahead.keep(
      { path, language, token },
      fetchWith(path, {}, language, token).catch(() => undefined),
    );
    return true;
  }

  /** One call: the answer's body and headers, or its failure as an HttpError. */
  async function exchange<T>(path: string, options: RequestOptions): Promise<{ body: T; headers: Headers }> {
    const method = options.method ?? 'GET';
    const failed = (status: number, details: string) => {
      if (options.report !== false) reportFailedCall(apiUrl, { endpoint: `${apiUrl}${path}`, method, status, details });
    };
    let response: Response;
    try {
      response = await send(path, options);
    } catch (error) {
      if (error instanceof HttpError || (error as Error).name === 'AbortError') throw error;
      failed(0, String(error));
      throw new HttpError(ErrorMessages.generic, 0, { error_code: -1, error_status: -1 });
    }
    if (!response.ok) {
      const body = (await readBody(response)) ?? {};
      failed(response.status, JSON.stringify(body));
      const message = response.status === 401 ? ErrorMessages.loggedOut : ErrorMessages.generic;
      // A refusal for now (429 / 1105) says when to come back; the console tells the user (sign-in page).
      const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
      throw new HttpError(message, response.status, {
        error_status: response.status,
        ...(body as object),
        ...(retryAfter === undefined ? {} : { retryAfter }),
      });
    }
    const body =
      options.responseType === 'response'
        ? response
        : options.responseType === 'blob'
          ? await response.blob()
          : await readBody(response);
    return { body: body as T, headers: response.headers };
  }

  /** A call that met the end of the session is sent again once the same account signed in again. */
  async function call<T>(path: string, options: RequestOptions): Promise<{ body: T; headers: Headers }> {
    try {
      return await exchange<T>(path, options);
    } catch (error) {
      const ended = !options.isPublic && (error as { status?: unknown }).status === 401;
      const renewed = ended ? renewal?.renewFor(options.method ?? 'GET') : undefined;
      if (!renewed) throw error;
      if (await renewed) return exchange<T>(path, options);
      throw Object.assign(error as object, { [RENEWAL_DECLINED]: true });
    }
  }

  const request = async <T = unknown>(path: string, options: RequestOptions = {}): Promise<T> =>
    (await call<T>(path, options)).body;

  /** A call whose answer carries the record's version as `ETag` (docs/record-versions.md). */
  async function requestWithEtag<T = unknown>(path: string, options: RequestOptions = {}) {
    const { body, headers } = await call<T>(path, options);
    return { body, etag: headers.get('ETag') ?? undefined };
  }

  const refresh = (refreshToken: string) =>
    request<TokenPair>('/token/refresh', {
      method: 'POST',
      isPublic: true,
      body: { refresh_token: refreshToken, brand: 1, type: 'admin' },
    });
  const session = createSession(refresh, unauthorized);

  return { apiUrl, request, requestWithEtag, sendAhead, session };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
