import { ACCOUNTS_CATALOGUE, type FieldChange, type HistoryAction } from '../../lib/history';
import type { Author, NewEntry } from './entries';

/**
 * The entry of an account action or a session event (docs/history.md): about the account `user` (catalogue `users`,
 * named by its e-mail), made by `author`. Never a password, a token or a key: `changes` name what else changed.
 */
export function accountEntry(
  action: HistoryAction,
  user: { id: number; email: string },
  author: Author,
  changes: FieldChange[] = [],
): NewEntry {
  return { action, author, catalogue: ACCOUNTS_CATALOGUE, recordId: user.id, label: user.email, changes };
}

/** A refused sign-in: nobody signed in; the login tried (never the password) and where from. */
export function refusedSignInEntry(
  action: 'sign-in-failed' | 'sign-in-throttled',
  login: string,
  address: string,
): NewEntry {
  return {
    action,
    author: { id: null, address },
    catalogue: null,
    recordId: null,
    label: login,
    changes: [{ field: 'login', before: null, after: login }],
  };
}
