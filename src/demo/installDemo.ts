/**
 * Demo mode's start: opens the demo API on the state kept in this tab (or a freshly seeded one) and
 * answers the console's calls to the API base with it, so that the console's own dataProvider and
 * authProvider (token refresh and sign-out rules included) run unchanged, with no server.
 */
import { allModels } from '../modelRegistry';
import { DemoApi } from './api/demoApi';
import type { DemoState } from './api/state';
import { DEMO_STATE_KEY } from './demoMode';
import { demoSeeds } from './demoSeeds';

function savedState(): DemoState | null {
  try {
    return JSON.parse(sessionStorage.getItem(DEMO_STATE_KEY) ?? 'null') as DemoState | null;
  } catch {
    return null;
  }
}

function save(state: DemoState): void {
  try {
    sessionStorage.setItem(DEMO_STATE_KEY, JSON.stringify(state));
  } catch (error) {
    console.warn('Demo mode: the tab storage is full, changes are kept until the page is reloaded', error);
  }
}

/** Routes `fetch` calls to `apiUrl` (same origin) to the demo API; every other address goes out as usual. */
export function demoFetch(api: DemoApi, apiUrl: string, outside: typeof fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const base = new URL(apiUrl, window.location.href);
    const ours =
      url.origin === base.origin && (url.pathname === base.pathname || url.pathname.startsWith(`${base.pathname}/`));
    if (!ours) return outside(input, init);
    // No request leaves the page: each call is logged (verbose level) so that browser tests can follow it.
    console.debug(`[demo-api] ${request.method} ${url.href}`);
    // The browser adds its languages to real requests; the server orders translations by them.
    const languages = globalThis.navigator?.languages ?? [];
    if (!request.headers.has('accept-language') && languages.length)
      request.headers.set('accept-language', languages.join(','));
    return api.handle(request);
  };
}

export async function installDemo(apiUrl: string): Promise<DemoApi> {
  const api = await DemoApi.open(
    {
      models: allModels,
      seeds: demoSeeds(),
      saved: save,
      origin: window.location.href.split('#')[0].replace(/\/$/, ''),
    },
    savedState(),
  );
  window.fetch = demoFetch(api, apiUrl, window.fetch.bind(window));
  return api;
}
