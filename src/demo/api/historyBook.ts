/**
 * The demo API's change history (docs/history.md): the entries of its own writes and sign-ins, appended with the
 * rules of lib/history.ts as server/history/ appends them, and read back as `GET /api/activity` and
 * `GET …/{id}/revisions` answer (newest first, filtered and paged), in memory.
 */
import {
  type EntryDraft,
  type FieldChange,
  type HistoryEntry,
  type HistoryQuery,
  withoutSecrets,
} from '../../../lib/history';
import { type DemoState, nowIso } from './state';

/** Who a write is by: an account, or nobody (the demo's own records, a refused sign-in). */
export interface Actor {
  id: number | null;
}

/** The demo itself: its demo records and system e-mail types. */
export const DEMO_ITSELF: Actor = { id: null };

/**
 * A `data:` URL is where the demo keeps an image's bytes (docs/testers-mode.md): an entry keeps only its media type,
 * as the server's entries name a file by its path, never its bytes.
 */
function withoutBytes(change: FieldChange): FieldChange {
  const short = (value: unknown) =>
    typeof value === 'string' && value.startsWith('data:') ? value.replace(/[;,].*$/s, '') : value;
  return { ...change, before: short(change.before), after: short(change.after) };
}

const inOrder = (direction: 'asc' | 'desc') => (a: HistoryEntry, b: HistoryEntry) => {
  const order = a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1;
  return direction === 'asc' ? order : -order;
};

function matches(entry: HistoryEntry, query: HistoryQuery): boolean {
  return (
    (query.record === undefined || entry.recordId === query.record) &&
    (query.catalogue === undefined || entry.catalogue === query.catalogue) &&
    (query.actor === undefined || entry.actorId === query.actor) &&
    (query.action === undefined || entry.action === query.action) &&
    (query.from === undefined || entry.at >= query.from) &&
    (query.to === undefined || entry.at < query.to)
  );
}

export class HistoryBook {
  constructor(private readonly state: () => DemoState) {}

  private get entries(): HistoryEntry[] {
    const state = this.state();
    state.history ??= [];
    return state.history;
  }

  /** Appends the entries of one write, by `actor` (its e-mail as it is now). */
  record(actor: Actor, ...drafts: EntryDraft[]): void {
    const state = this.state();
    const actorEmail = actor.id === null ? null : (state.users.find((user) => user.id === actor.id)?.email ?? null);
    const at = nowIso();
    for (const draft of drafts) {
      state.nextHistoryId ??= 1;
      this.entries.push({
        id: state.nextHistoryId++,
        at,
        actorId: actor.id,
        actorEmail,
        action: draft.action,
        catalogue: draft.catalogue,
        recordId: draft.recordId,
        label: draft.label ?? null,
        address: null,
        changes: withoutSecrets(draft.changes ?? []).map(withoutBytes),
        ...(draft.revertedTo === undefined ? {} : { revertedTo: draft.revertedTo }),
      });
    }
  }

  /** One page of the entries `query` asks for, in its order. */
  page(query: HistoryQuery): HistoryEntry[] {
    const start = (query.page - 1) * query.itemsPerPage;
    return structuredClone(
      this.entries
        .filter((entry) => matches(entry, query))
        .sort(inOrder(query.direction))
        .slice(start, start + query.itemsPerPage),
    );
  }

  /**
   * The changes of a record's entries after `revisionId`, newest first, to put it back as it was right after that
   * revision; undefined when `revisionId` is no entry of that record.
   */
  changesAfter(catalogue: string, recordId: number, revisionId: number): FieldChange[][] | undefined {
    const own = this.entries.filter((entry) => entry.catalogue === catalogue && entry.recordId === recordId);
    if (!own.some((entry) => entry.id === revisionId)) return undefined;
    return own
      .filter((entry) => entry.id > revisionId)
      .sort((a, b) => b.id - a.id)
      .map((entry) => entry.changes);
  }
}
