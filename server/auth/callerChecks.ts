import type { FastifyRequest } from 'fastify';
import { type AccessClaims, hasAdminRole } from '../../lib/claims';
import type { Db } from '../db/connection';
import { badCredentials, wrongRole } from '../errors';
import { assertAccountActive } from './accountCheck';
import type { TokenSigner } from './tokens';

/*
 * The checks of a caller's bearer token the request hooks share (server/plugins/requireCaller.ts and its siblings):
 * first the token (signature, expiry, role), then its account, read on every call.
 */

/** The bearer token of the request, if one is sent; 401 when the header is malformed. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw badCredentials('malformed authorization header');
  return match[1];
}

/** The token's claims, once its signature, expiry and role are checked (not yet its account). */
export async function verifiedClaims(
  tokens: TokenSigner,
  request: FastifyRequest,
  check: (claims: AccessClaims) => void,
): Promise<AccessClaims> {
  const token = bearer(request);
  if (!token) throw badCredentials('missing token');
  const claims = await tokens.verify(token);
  check(claims);
  if (!Number.isSafeInteger(Number(claims.sub))) throw badCredentials('malformed token');
  return claims;
}

/** Refuses a token without ROLE_USER_ADMIN (403 / 1101). */
export function adminOnly(claims: AccessClaims): void {
  if (!hasAdminRole(claims)) throw wrongRole();
}

/** Any role will do. */
export function anyRole(): void {}

/**
 * The account is read on every call (no cache): a deactivated or deleted account is refused at once, on every
 * replica. Once it is found active, the request carries the claims.
 */
export async function checkAccount(db: Db, request: FastifyRequest, claims: AccessClaims): Promise<void> {
  await assertAccountActive(db, Number(claims.sub));
  request.claims = claims;
}
