/** What the demo API's handlers take and answer (src/demo/api/demoApi.ts), shared by its route files. */
import type { AccessClaims } from '../../../lib/claims';
import { notFound } from '../../../lib/errors';
import { MAX_ID } from '../../../lib/ids';
import type { Actor } from './historyBook';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  form?: FormData;
  headers: Headers;
  claims: AccessClaims | null;
}

export type Answer = { status: number; body?: unknown; blob?: Blob; headers?: Record<string, string> };
export type Handler = (call: Call, params: string[]) => Promise<Answer | unknown> | Answer | unknown;
export type Access = 'public' | 'user' | 'admin';

/** Path ids as the server reads them: digits within 32 bits, else the resource is unknown. */
export function idOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

/** The account making a call (none: not signed in). */
export const actorOf = (call: Pick<Call, 'claims'>): Actor => ({
  id: call.claims && /^\d{1,9}$/.test(call.claims.sub) ? Number(call.claims.sub) : null,
});
