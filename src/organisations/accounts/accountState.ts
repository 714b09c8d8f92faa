import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceModel } from '../../../lib/model';

/** The user account linked to a practice, aligner company or diagnostician record (model `account`). */
export interface AccountState {
  userId: Identifier | null;
  email: string;
  isActive: boolean;
  /** Edits other than credentials are refused until the account is activated (403 / 1105). */
  locked: boolean;
}

export function accountStateOf(model: ResourceModel, record: RaRecord | undefined): AccountState | undefined {
  const account = model.account;
  if (!account || !record) return undefined;
  const userId = record[account.userId];
  const isActive = record[account.isActive] === true;
  return {
    userId: typeof userId === 'number' || typeof userId === 'string' ? userId : null,
    email: String(record[account.email] ?? ''),
    isActive,
    locked: !!account.lockedUntilActivated && !isActive,
  };
}

/** Fields the account pieces show themselves (status chip), not as form inputs. */
export function accountOwnedFields(model: ResourceModel): Set<string> {
  return new Set(model.account ? [model.account.userId, model.account.isActive] : []);
}
