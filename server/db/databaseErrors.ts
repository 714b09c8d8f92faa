/*
 * The failures SQLite and PostgreSQL report differently, recognised in one place: the store turns them into the
 * API's answers (a duplicate) or tries its transaction again.
 */

/** The unique index a failed write hit, when another request took the value between our check and our write. */
export function uniqueIndexHit(error: unknown): 'keyName' | 'email' | null {
  const { constraint, message = '' } = (error ?? {}) as { constraint?: string; message?: string };
  if (
    constraint === 'entities_key_name_unique' ||
    message.includes('UNIQUE constraint failed: entities.resource, entities.key_name')
  )
    return 'keyName';
  if (constraint === 'users_email_unique' || message.includes('UNIQUE constraint failed: users.email')) return 'email';
  return null;
}

/** PostgreSQL chose the transaction as a deadlock victim (40P01) or could not serialise it (40001): run it again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '40P01' || code === '40001';
}
