import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessClaims } from '../../lib/claims';
import { badCredentials, expired } from '../errors';

export type { AccessClaims } from '../../lib/claims';

/** JWT_SECRET, or a secret generated once and kept (owner-only) in the data folder. */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
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

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
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
