import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../../lib/claims';
import { onPostgres } from '../databaseLocks';
import type { Db } from '../db/connection';
import { badCredentials, expired } from '../errors';

export type { AccessClaims } from '../../lib/claims';

const SECRET_NAME = 'jwt';

/**
 * JWT_SECRET, or a secret generated once and kept: with SQLite in the data folder (`jwt-secret`, owner-only),
 * with PostgreSQL in the database, so that every replica on it signs and verifies alike. There, a secret an
 * earlier version kept in the data folder is taken over, so tokens already issued stay valid; the first
 * replica to store one wins and the others read it.
 */
export async function loadSecret(db: Db, configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  const generated = kept || randomBytes(48).toString('base64url');
  if (!onPostgres(db)) {
    if (!kept) writeFileSync(file, generated, { mode: 0o600 });
    return new TextEncoder().encode(generated);
  }
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: generated, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(stored.value);
}

export class TokenSigner {
  constructor(
    private readonly secret: Uint8Array,
    readonly accessTtlSeconds: number,
  ) {}

  sign(claims: Omit<AccessClaims, 'exp' | 'iat'>): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.secret);
  }

  /** Tokens already verified, by their text: a signature is checked once, the expiry on every use. */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: 1000 });

  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp <= Math.floor(Date.now() / 1000)) throw expired('access token expired');
      return known;
    }
    const claims = await this.verifySignature(token);
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        // A token without an expiry would be valid forever: refused.
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || !Array.isArray(payload.roles)) throw badCredentials('malformed token');
      return payload as unknown as AccessClaims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expired('access token expired');
      if (error instanceof Error && 'status' in error) throw error;
      throw badCredentials('invalid token');
    }
  }
}

/** Opaque random secrets (refresh tokens, reset keys) are stored only as their SHA-256. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
