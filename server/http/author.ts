import type { FastifyRequest } from 'fastify';
import type { Author } from '../history/entries';

/**
 * Who the history names for a call (docs/history.md): the signed-in account (its token checked, whether its account
 * was checked before the handler or is checked by the handler's first statement). `withAddress`: sign-ins and
 * account actions keep the client address too; catalogue writes do not need it.
 */
export function authorOf(request: FastifyRequest, withAddress = false): Author {
  const claims = request.claims ?? request.verifiedClaims;
  const id = Number(claims?.sub);
  return { id: Number.isSafeInteger(id) && id > 0 ? id : null, ...(withAddress ? { address: request.ip } : {}) };
}
