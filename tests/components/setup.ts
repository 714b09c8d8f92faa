// The component files' document is happy-dom's (vitest.config.ts). Its `fetch` would send a request the view makes
// without a mock (the console's error reports, for one) to a real port of this machine: every request is answered
// as a network failure instead, without any connection, as `fetch` fails offline.
const { settings } = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM;
settings.fetch.interceptor = {
  beforeAsyncRequest: async ({ request }: { request: { url: string } }) => {
    throw new TypeError(`Failed to fetch ${request.url}: component tests make no network call`);
  },
};
