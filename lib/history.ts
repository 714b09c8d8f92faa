/**
 * The change history (docs/history.md): what an entry holds, how the change of a write is derived from the record
 * before and after it, what never goes into an entry, and how a record is put back to how it was at a revision.
 * Shared by the server (server/history/) and the demo API (src/demo/api/), so that both record alike.
 */
import { dequal } from 'dequal';
import { representationOf } from './catalogueFacts';
import { LANGUAGES, type ResourceModel } from './model';

/** What an entry says happened. */
export const HISTORY_ACTIONS = [
  // A catalogue record
  'create',
  'update',
  'delete',
  'restore',
  'revert',
  'move',
  'relation',
  'upload',
  // An account, by an administrator or its own user
  'refresh-credentials',
  'password-reset-request',
  'password-set',
  'password-reset',
  'init-password',
  'link-account',
  'settings',
  // Sessions
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'refresh-token-reuse',
  'sign-out',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The pseudo-catalogue of entries about accounts (sign-ins, account actions): not a model, the `users` table. */
export const ACCOUNTS_CATALOGUE = 'users';

/**
 * One field that changed: its value before and after the write (null when absent). A translation set changes one
 * language at a time: one change per language whose text differs, `before` and `after` that language's text.
 */
export interface FieldChange {
  field: string;
  language?: string;
  before: unknown;
  after: unknown;
}

/** An entry as the API answers it (newest first in every listing). */
export interface HistoryEntry {
  id: number;
  /** ISO 8601 time of the write. */
  at: string;
  /** The administrator (or the account acting on itself) and its e-mail as it was; null: the server, or nobody signed in. */
  actorId: number | null;
  actorEmail: string | null;
  action: HistoryAction;
  /** The model name, `users` for accounts; null for a failed sign-in. */
  catalogue: string | null;
  recordId: number | null;
  /** The record's representation field as it was (a translation set or a text). */
  label: unknown;
  /** The client address of sign-ins and account actions. */
  address: string | null;
  changes: FieldChange[];
  /** A revert's: the entry whose state it put back. */
  revertedTo?: number;
}

/**
 * What a write says of itself: its entry before the recorder adds the id, the time, the actor and the address. The
 * server (server/history/) and the demo API (src/demo/api/) build their entries with the functions below.
 */
export interface EntryDraft {
  action: HistoryAction;
  catalogue: string | null;
  recordId: number | null;
  label?: unknown;
  changes?: FieldChange[];
  revertedTo?: number;
}

/** The entry of a catalogue record's write, named by its representation field as `data` holds it. */
export function recordEntry(
  model: ResourceModel,
  action: HistoryAction,
  recordId: number,
  data: Record<string, unknown>,
  changes: FieldChange[] = [],
  revertedTo?: number,
): EntryDraft {
  return {
    action,
    catalogue: model.name,
    recordId,
    label: labelOf(model, data),
    changes,
    ...(revertedTo === undefined ? {} : { revertedTo }),
  };
}

/** The entry of an account action or a session event: about the account `user` (catalogue `users`), by its e-mail. */
export function accountEntry(
  action: HistoryAction,
  user: { id: number; email: string },
  changes: FieldChange[] = [],
): EntryDraft {
  return { action, catalogue: ACCOUNTS_CATALOGUE, recordId: user.id, label: user.email, changes };
}

/** A refused sign-in: the login tried (never the password). */
export function refusedSignInEntry(action: 'sign-in-failed' | 'sign-in-throttled', login: string): EntryDraft {
  return {
    action,
    catalogue: null,
    recordId: null,
    label: login,
    changes: [{ field: 'login', before: null, after: login }],
  };
}

/** The change of a relation list (`field` of the owner): the list before (none: empty) and after. */
export function relationChanges(
  model: Pick<ResourceModel, 'fields'>,
  field: string,
  before: unknown,
  after: unknown[],
): FieldChange[] {
  return changesBetween(model, { [field]: before ?? [] }, { [field]: after });
}

/** The change of a display-order move: the moved record's position before and after; none when it stayed. */
export function moveChanges(before: number, after: number | undefined): FieldChange[] {
  return after === undefined || after === before ? [] : [{ field: 'displayOrder', before, after }];
}

/**
 * Names that are never recorded, whatever holds them: passwords, tokens, hashes, keys and secrets. Field names of the
 * models hold none today; this keeps a future one out of the history without anyone remembering to.
 */
const SECRET_NAME = /pass(word|wd)?|secret|token|hash|salt|credential|api_?key|private_?key|(^|[a-z_])key$/i;

export function isSecretName(name: string): boolean {
  return name !== 'keyName' && SECRET_NAME.test(name);
}

/** The changes an entry may hold: none naming a secret, none carrying an image's bytes. */
export function withoutSecrets(changes: FieldChange[]): FieldChange[] {
  return changes.filter((change) => !isSecretName(change.field) && !/Base64$/.test(change.field));
}

const isTranslationSet = (value: unknown): value is Array<{ language: string; value: unknown }> =>
  Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'language' in item);

function textOf(set: unknown, language: string): unknown {
  return isTranslationSet(set) ? (set.find((item) => item.language === language)?.value ?? null) : null;
}

/** The languages of two translation sets, the product's first, in their order. */
function languagesOf(before: unknown, after: unknown): string[] {
  const seen = new Set<string>(LANGUAGES);
  for (const set of [before, after]) if (isTranslationSet(set)) for (const item of set) seen.add(item.language);
  return [...seen];
}

/**
 * The fields that differ between two states of a record's stored fields (every key of either, the model's fields
 * first): translation sets per language, any other value whole. Secrets are left out (withoutSecrets).
 */
export function changesBetween(model: Pick<ResourceModel, 'fields'>, before: object, after: object): FieldChange[] {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(model.fields), ...Object.keys(was), ...Object.keys(is)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = was[field] ?? null;
    const now = is[field] ?? null;
    if (dequal(old, now)) continue;
    if (
      model.fields[field]?.type === 'translation' &&
      (isTranslationSet(old) || old === null) &&
      isTranslationSet(now)
    ) {
      for (const language of languagesOf(old, now)) {
        const oldText = textOf(old, language);
        const newText = textOf(now, language);
        if (oldText !== newText) changes.push({ field, language, before: oldText, after: newText });
      }
    } else changes.push({ field, before: old, after: now });
  }
  return withoutSecrets(changes);
}

/** The changes of a record's creation: every field it holds, from nothing. */
export function changesOfCreation(model: Pick<ResourceModel, 'fields'>, data: object): FieldChange[] {
  return changesBetween(model, {}, data);
}

/** What an entry names a record by: its representation field's value as stored (lib/catalogueFacts.ts). */
export function labelOf(model: ResourceModel, data: Record<string, unknown>): unknown {
  const field = representationOf(model);
  return field === 'id' ? null : (data[field] ?? null);
}

/** Puts one change back: the field (or the language of a translation set) takes its value before the change. */
function undo(state: Record<string, unknown>, change: FieldChange): void {
  if (change.language === undefined) {
    state[change.field] = change.before;
    return;
  }
  const set = isTranslationSet(state[change.field]) ? [...(state[change.field] as Array<Record<string, unknown>>)] : [];
  const at = set.findIndex((item) => item.language === change.language);
  const item = { language: change.language, value: change.before ?? '' };
  if (at >= 0) set[at] = { ...set[at], ...item };
  else set.push(item);
  state[change.field] = set;
}

/**
 * A record's stored fields as they were right after a revision: the current ones with every later change undone,
 * newest first (`later`: the changes of the entries after the revision, newest entry first).
 */
export function stateAfterRevision(current: Record<string, unknown>, later: FieldChange[][]): Record<string, unknown> {
  const state = structuredClone(current);
  for (const changes of later) for (let i = changes.length - 1; i >= 0; i--) undo(state, changes[i]);
  return state;
}

/**
 * The body of a revert: the current record with its editable fields (not readOnly, not images) as they were at the
 * revision. Images, relation lists and positions stay as they are (docs/history.md, "Revert").
 */
export function revertBody(
  model: ResourceModel,
  current: Record<string, unknown>,
  atRevision: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...current };
  for (const [field, spec] of Object.entries(model.fields)) {
    if (spec.readOnly || spec.type === 'image') continue;
    body[field] = atRevision[field] ?? null;
  }
  return body;
}

/**
 * The body of a revert to a revision: the current record with its editable fields as they were right after it,
 * from the changes of the record's later entries (newest entry first).
 */
export function revertedRecord(
  model: ResourceModel,
  current: Record<string, unknown>,
  later: FieldChange[][],
): Record<string, unknown> {
  return revertBody(model, current, stateAfterRevision(current, later));
}

/** `GET /api/activity` and `GET /api/<api>/{id}/revisions`: paging, order and the feed's filters, read. */
export interface HistoryQuery {
  page: number;
  itemsPerPage: number;
  direction: 'asc' | 'desc';
  actor?: number;
  catalogue?: string;
  record?: number;
  action?: HistoryAction;
  /** ISO times: entries at or after `from`, before `to` (a date alone: that day, UTC, included). */
  from?: string;
  to?: string;
}

export type ParsedHistoryQuery = { ok: true; query: HistoryQuery } | { ok: false; field: string; message: string };

export const HISTORY_PAGE_SIZE = 25;
export const MAX_HISTORY_PAGE = 1000;
const FEED_FILTERS = ['actor', 'catalogue', 'record', 'action', 'from', 'to'] as const;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO date or date-time; a date alone as `to` includes that whole day. */
function isoTime(text: string, end: boolean): string | undefined {
  if (DATE_ONLY.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return undefined;
    return new Date(day.getTime() + (end ? 86_400_000 : 0)).toISOString();
  }
  if (!DATE_TIME.test(text)) return undefined;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const positive = (raw: unknown): number | undefined => {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) return undefined;
  return Number(raw);
};

/**
 * Reads a history listing's query string: `page`, `itemsPerPage`, `order[at]` (`desc` by default); the feed
 * (`feed: true`) also `actor`, `catalogue`, `record`, `action`, `from`, `to`. Anything else is refused by name.
 */
export function parseHistoryQuery(
  raw: Record<string, unknown>,
  options: { feed: boolean; catalogues?: ReadonlySet<string> },
): ParsedHistoryQuery {
  const fail = (field: string, message = `${field} is invalid`): ParsedHistoryQuery => ({ ok: false, field, message });
  const query: HistoryQuery = { page: 1, itemsPerPage: HISTORY_PAGE_SIZE, direction: 'desc' };
  for (const [key, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (key === 'page' || key === 'itemsPerPage') {
      const number = positive(text);
      if (number === undefined) return fail(key);
      if (key === 'page') query.page = number;
      else query.itemsPerPage = Math.min(number, MAX_HISTORY_PAGE);
    } else if (key === 'order[at]' || key === 'order[id]') {
      const direction = String(text).toLowerCase();
      if (direction !== 'asc' && direction !== 'desc') return fail(key);
      query.direction = direction;
    } else if (options.feed && (FEED_FILTERS as readonly string[]).includes(key)) {
      const problem = readFilter(query, key as (typeof FEED_FILTERS)[number], String(text ?? ''), options.catalogues);
      if (problem) return fail(key, problem);
    } else return fail(key, `unknown parameter ${key}`);
  }
  if (query.from && query.to && query.from >= query.to) return fail('to', 'to must come after from');
  return { ok: true, query };
}

function readFilter(
  query: HistoryQuery,
  key: (typeof FEED_FILTERS)[number],
  text: string,
  catalogues: ReadonlySet<string> | undefined,
): string | undefined {
  switch (key) {
    case 'actor':
    case 'record': {
      const id = positive(text);
      if (id === undefined) return `${key} is an id`;
      query[key] = id;
      return undefined;
    }
    case 'catalogue':
      if (text !== ACCOUNTS_CATALOGUE && catalogues && !catalogues.has(text)) return `unknown catalogue ${text}`;
      query.catalogue = text;
      return undefined;
    case 'action':
      if (!(HISTORY_ACTIONS as readonly string[]).includes(text)) return `unknown action ${text}`;
      query.action = text as HistoryAction;
      return undefined;
    case 'from':
    case 'to': {
      const time = isoTime(text, key === 'to');
      if (time === undefined) return `${key} is an ISO 8601 date or date-time`;
      query[key] = time;
      return undefined;
    }
  }
}
