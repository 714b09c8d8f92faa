import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connection';
import { badCredentials } from '../errors';
import type { CallerCheck } from '../store/ports';
import { activeUsers } from './users';

/** The caller's account, asked by its own statement (no cache): 401 / 1100 unless active and not deleted. */
export async function assertAccountActive(db: Db, userId: number): Promise<void> {
  const user = await activeUsers(db).clearSelect().select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw badCredentials('unknown user');
}

/**
 * The caller's account check, carried by a read's own statement instead of a statement of its own (one round
 * trip on PostgreSQL instead of two; docs/auth-and-accounts.md). The read selects `active` beside its data (as a
 * column, a CTE or the row its statement is driven from, so that it is answered even when the data is not) and
 * hands what the statement answered to `settle` before it looks at its data: a refused account gets 401 / 1100,
 * never the data nor the read's own error. Whoever gave the read this check asks the account by itself when the
 * read ended without settling it (e.g. it refused its input before any statement).
 */
export class FoldedAccountCheck implements CallerCheck {
  private state: 'pending' | 'active' | 'refused' = 'pending';

  constructor(
    private readonly db: Db,
    readonly userId: number,
  ) {}

  /** SQL answering 1 when the caller's account is active and not deleted, else 0. */
  get active(): RawBuilder<number> {
    const account = activeUsers(this.db).clearSelect().select('id').where('id', '=', this.userId);
    return sql<number>`case when exists ${account} then 1 else 0 end`;
  }

  /** Takes what the statement answered for `active`: throws 401 / 1100 unless the account was found active. */
  settle(active: unknown): void {
    this.state = Number(active) === 1 ? 'active' : 'refused';
    if (this.state === 'refused') throw badCredentials('unknown user');
  }

  /** Whether no statement has answered for the account yet. */
  get pending(): boolean {
    return this.state === 'pending';
  }
}
