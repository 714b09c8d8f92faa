import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { issueRefreshToken } from './refreshTokens';
import type { AccessClaims } from './tokens';
import { rolesOf } from './users';

export interface TokenPair {
  token: string;
  refresh_token: string;
  password_reset_key?: string;
}

/**
 * The access token's claims (API contract): firstConnect stays true until the first connection completes;
 * `settings.language` is the language saved with `POST /api/users/{id}/settings` (docs/console.md).
 */
export function claimsOf(user: UserRow): Omit<AccessClaims, 'exp' | 'iat'> {
  return {
    sub: String(user.id),
    username: user.login,
    roles: rolesOf(user),
    firstConnect: user.first_connect_complete !== 1,
    settings: { language: user.language },
    ...(user.company_id !== null ? { companyId: user.company_id } : {}),
    ...(user.employee_id !== null ? { employeeId: user.employee_id } : {}),
  };
}

/** A new access token and a refresh token (in `familyId` when rotating, else a new family). */
export async function issueTokenPair(app: FastifyInstance, user: UserRow, familyId?: string): Promise<TokenPair> {
  return {
    token: await app.tokens.sign(claimsOf(user)),
    refresh_token: await issueRefreshToken(app.db, user.id, app.config.refreshTokenTtl, familyId),
  };
}
