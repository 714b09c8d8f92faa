/** The API base: same origin by default, `VITE_API_URL` at build time for another server. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON by default; a FormData travels as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of this call besides the usual ones (e.g. `If-Match`). */
  headers?: Record<string, string>;
}

/**
 * One API call as the console sends it: JSON in and out, the reader's language (the API orders names in it) and the
 * session's token. Light: the HTTP client (httpClient.ts) and the console's first script (src/early/) both send with it.
 */
export function fetchApi(
  apiUrl: string,
  path: string,
  options: ApiFetchOptions,
  language: string | undefined,
  token: string | undefined,
): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (language !== undefined) headers.set('Accept-Language', language);
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, signal };
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  return fetch(`${apiUrl}${path}`, init);
}
