/** How long an answer asked for ahead may wait for its call: the console's start, not a cache. */
export const AHEAD_LIFETIME_MS = 10_000;

/** What a GET depends on besides its path: the reader's language and the session's token. */
export interface CallKey {
  path: string;
  language: string | undefined;
  token: string;
}

const apiPathOf = (path: string) => path.split('?')[0];

type Kept = CallKey & { sentAt: number; answer: Promise<Response | undefined> };

/** A call sent by the console's first script (src/early/firstListing.ts), before any HTTP client exists. */
let sentEarly: Kept | undefined;

/**
 * Keeps the answer of a call the console's first script sends, for the console's HTTP client to take as its own
 * call ahead (below): one call, whichever code sends it.
 */
export function keepEarlyCall(key: CallKey, answer: Promise<Response | undefined>, sentAt = Date.now()): void {
  sentEarly = { ...key, sentAt, answer };
}

/**
 * One GET sent before the code that makes it is running (docs/console-loading.md): the first listing page is asked
 * for while the console starts. The first GET of the same API path takes the answer, once, when it is the same call
 * (same query, language and token) and the answer is recent; otherwise that call goes out as usual. A write of any
 * kind forgets the answer, so it can never show what a save has changed, nor another session's data.
 */
export function createCallAhead(now: () => number = () => Date.now()) {
  let kept: Kept | undefined;
  const adoptEarly = () => {
    if (!sentEarly) return;
    kept = sentEarly;
    sentEarly = undefined;
  };
  return {
    /** Keeps the answer of a call sent now; an earlier one is forgotten. */
    keep(key: CallKey, answer: Promise<Response | undefined>) {
      sentEarly = undefined;
      kept = { ...key, sentAt: now(), answer };
    },
    /** The kept answer when `key` is the call it was sent for; any call of its API path uses it up. */
    take(key: CallKey): Promise<Response | undefined> | undefined {
      adoptEarly();
      if (!kept || apiPathOf(kept.path) !== apiPathOf(key.path)) return undefined;
      const { sentAt, answer, ...sent } = kept;
      kept = undefined;
      const same = sent.path === key.path && sent.language === key.language && sent.token === key.token;
      return same && now() - sentAt <= AHEAD_LIFETIME_MS ? answer : undefined;
    },
    forget() {
      sentEarly = undefined;
      kept = undefined;
    },
  };
}

export type CallAhead = ReturnType<typeof createCallAhead>;
