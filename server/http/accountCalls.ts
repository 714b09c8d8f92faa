import type { FastifyInstance } from 'fastify';
import type { Json } from '../db/connection';
import { ApiError } from '../errors';
import { errorSchema } from './schemas';

/*
 * What the calls on user accounts share (server/routes/signedIn/ownAccount.ts, server/routes/admin/accountActions.ts,
 * server/routes/admin/linkedAccounts.ts).
 */

export const userTags = ['users'];
export const userFailures = { '4xx': errorSchema } as const;
export const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 200 } },
};

/** A catalogue record, or null when it is unknown or disabled. */
export async function recordOrNull(app: FastifyInstance, resource: string, id: number): Promise<Json | null> {
  try {
    return await app.store.get(app.store.model(resource), id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The ids a record lists (its `companyIds`), whatever else the value holds. */
export const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isSafeInteger) : []);
