import {
  accountEntry as accountDraft,
  type FieldChange,
  type HistoryAction,
  refusedSignInEntry as refusedSignInDraft,
} from '../../lib/history';
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
  return { ...accountDraft(action, user, changes), author };
}

/** A refused sign-in: nobody signed in; the login tried (never the password) and where from. */
export function refusedSignInEntry(
  action: 'sign-in-failed' | 'sign-in-throttled',
  login: string,
  address: string,
): NewEntry {
  return { ...refusedSignInDraft(action, login), author: { id: null, address } };
}
