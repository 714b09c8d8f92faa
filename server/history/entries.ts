import { sql } from 'kysely';
import { type EntryDraft, withoutSecrets } from '../../lib/history';
import type { Db } from '../db/connection';
import type { Write } from '../db/sendWrites';

/** Who made a write: an account (its id; its e-mail is read as it is at the write) and where the call came from. */
export interface Author {
  id: number | null;
  /** The client address, kept for sign-ins and account actions. */
  address?: string | null;
}

/** The server itself (demo data, the e-mail types installed at start): no account. */
export const SERVER: Author = { id: null };

/** An entry about to be appended: what the write says of itself (lib/history.ts), and who made it. */
export interface NewEntry extends EntryDraft {
  author: Author;
}

const now = () => new Date().toISOString();

/**
 * Appends history entries (docs/history.md). Every entry goes through `writes` here, which is where secrets are left
 * out (lib/history.ts withoutSecrets): no caller can put a password, token, hash or key into the history.
 * `recording: false` records nothing: only the benchmark turns it off, to measure what recording costs a write.
 */
export class HistoryRecorder {
  constructor(readonly recording = true) {}

  /** The insert of these entries, for a caller to send with its own writes (server/db/sendWrites.ts); none when off. */
  writes(db: Db, entries: NewEntry[]): Write[] {
    if (!this.recording || entries.length === 0) return [];
    const at = now();
    const writes: Write[] = [];
    for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
      const values = entries.slice(start, start + ROWS_PER_INSERT).map((entry) => ({
        at,
        actor_id: entry.author.id,
        // The e-mail as it is at the write, read by the insert itself: no round trip more.
        actor_email:
          entry.author.id === null ? null : sql<string>`(select u.email from users u where u.id = ${entry.author.id})`,
        action: entry.action,
        catalogue: entry.catalogue,
        record_id: entry.recordId,
        label: entry.label === undefined || entry.label === null ? null : JSON.stringify(entry.label),
        address: entry.author.address ?? null,
        changes: JSON.stringify(withoutSecrets(entry.changes ?? [])),
        reverted_to: entry.revertedTo ?? null,
      }));
      writes.push(db.insertInto('history_entries').values(values));
    }
    return writes;
  }

  /** Appends entries now, in `db`'s transaction when it is one. */
  async record(db: Db, ...entries: NewEntry[]): Promise<void> {
    for (const write of this.writes(db, entries)) await write.execute();
  }
}

/** Entries per insert statement (each binds 11 values: well below both databases' limits). */
const ROWS_PER_INSERT = 500;
