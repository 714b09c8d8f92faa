/**
 * Signing in again without leaving the page (docs/session-renewal.md). When a call fails because the session
 * ended, the HTTP client asks the renewer registered here (the sign-in dialog of the layout) and waits: once
 * the same account has signed in again the call is sent again, so a save shows its real outcome; when the
 * administrator declines, the call fails with a `RenewalDeclined` mark and the page leaves for sign-in.
 */
export interface Renewer {
  /** Whether a call of this method that met the end of the session should wait for a new sign-in. */
  wants(method: string): boolean;
  /** Opens the sign-in; true once the same account signed in again. */
  renew(): Promise<boolean>;
}

export function createSessionRenewal() {
  let renewer: Renewer | undefined;
  let running: Promise<boolean> | undefined;
  return {
    /** The layout's dialog offers itself; the returned function withdraws it. */
    register(candidate: Renewer): () => void {
      renewer = candidate;
      return () => {
        if (renewer === candidate) renewer = undefined;
      };
    },
    /**
     * The outcome of the sign-in a failed call waits for: the one already asked, else a new one when the
     * renewer wants it for this method; undefined when no sign-in is to be asked (the call fails as before).
     */
    renewFor(method: string): Promise<boolean> | undefined {
      if (running) return running;
      if (!renewer?.wants(method)) return undefined;
      running = renewer.renew().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type SessionRenewal = ReturnType<typeof createSessionRenewal>;

/** The console's one renewal, shared by its HTTP client and its layout. */
export const sessionRenewal = createSessionRenewal();

/** Marks a call's failure after the administrator declined to sign in again: the page is already leaving. */
export const RENEWAL_DECLINED = 'renewalDeclined';

export function isRenewalDeclined(error: unknown): boolean {
  return !!(error as Record<string, unknown> | null)?.[RENEWAL_DECLINED];
}
