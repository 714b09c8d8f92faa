import type { TranslateFunction } from 'react-admin';
import type { HistoryEntry } from '../../../lib/history';

/** An entry's time in the reader's language and time zone: « 27 nov. 2026, 10:42 ». */
export function entryTime(at: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** Who an entry names: the account's e-mail as it was; the system for the server's own writes; nobody for a refusal. */
export function actorText(entry: HistoryEntry, translate: TranslateFunction): string {
  if (entry.actorEmail) return entry.actorEmail;
  return translate(
    entry.catalogue === null || entry.action === 'refresh-token-reuse' ? 'history.nobody' : 'history.system',
  );
}
