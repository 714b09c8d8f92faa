import { isId } from '../../lib/ids';
import type { ResourceModel } from '../../lib/model';
import { type WriteChecks, writeChecksOf } from '../../lib/records';
import type { Db, Json } from '../db/connection';
import { accessDenied, duplicate, invalid } from '../errors';
import { letOthersRun } from '../liveness/eventLoopTurns';
import type { StoreContext } from './context';
import { checkRecordRules, type ParentLinks } from './recordRules';

/** Values per `in (…)` list, below both databases' bound-parameter limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** A write checked with others: its record's fields, and its id when it updates a stored record. */
export interface CheckedWrite {
  data: Json;
  id?: number;
}

/**
 * The checks of writeChecks.ts checkWrite, for many writes of one catalogue at once (a bulk create, an import): each
 * kind of check is one statement per thousand values instead of one per write. Answers each write's refusal (the
 * first its single write would meet: key, references, e-mail, the catalogue's rules) or undefined. `lock`: the
 * referenced records stay locked against deletes until the transaction ends (PostgreSQL), as a write's do.
 */
export async function checkWrites(
  store: Pick<StoreContext, 'models' | 'postgres'>,
  db: Db,
  model: ResourceModel,
  writes: readonly CheckedWrite[],
  lock = false,
): Promise<Array<unknown>> {
  const refusals: unknown[] = writes.map(() => undefined);
  const refuse = (n: number, error: unknown) => {
    if (refusals[n] === undefined) refusals[n] = error;
  };
  const checks: Array<WriteChecks | undefined> = [];
  for (const [n, { data, id }] of writes.entries()) {
    await letOthersRun();
    try {
      checks.push(writeChecksOf(model, data, id));
    } catch (error) {
      refuse(n, error);
      checks.push(undefined);
    }
  }

  // Unique keys: a stored active record holding the key, other than the write's own.
  const keyed = checks.flatMap((check, n) => (check?.key ? [{ n, ...check.key }] : []));
  const holders = new Map<string, number>();
  for (const part of chunks([...new Set(keyed.map((k) => k.value))])) {
    const rows = await db
      .selectFrom('entities')
      .select(['id', 'key_name'])
      .where('resource', '=', model.name)
      .where('deleted_at', 'is', null)
      .where('key_name', 'in', part)
      .execute();
    for (const row of rows) if (row.key_name) holders.set(row.key_name, row.id);
  }
  for (const { n, field, value } of keyed) {
    const holder = holders.get(value);
    if (holder !== undefined && holder !== writes[n].id) refuse(n, duplicate(field));
  }

  // Referenced records: active, of the declared catalogue.
  const wanted = new Map<string, Set<number>>();
  for (const check of checks)
    for (const { resource, ids } of check?.references ?? []) {
      const set = wanted.get(resource) ?? new Set<number>();
      for (const id of ids) if (isId(id)) set.add(id);
      wanted.set(resource, set);
    }
  const existing = new Map<string, Set<number>>();
  for (const [resource, ids] of wanted) {
    const found = new Set<number>();
    for (const part of chunks([...ids])) {
      const select = db
        .selectFrom('entities')
        .select('id')
        .where('resource', '=', resource)
        .where('deleted_at', 'is', null)
        .where('id', 'in', part);
      for (const row of await (lock && store.postgres ? select.forShare() : select).execute()) found.add(row.id);
    }
    existing.set(resource, found);
  }
  for (const [n, check] of checks.entries())
    for (const { field, resource, ids } of check?.references ?? [])
      if (!ids.every((id) => existing.get(resource)?.has(id)))
        refuse(n, invalid(field, `${field} refers to an unknown ${resource}`));

  // E-mails of linked accounts: not another record's account.
  const emailed = checks.flatMap((check, n) =>
    (check?.emails ?? []).map(({ field, email }) => ({ n, field, email: email.toLowerCase() })),
  );
  const owners = new Map<string, number | null>();
  for (const part of chunks([...new Set(emailed.map((e) => e.email))])) {
    const users = await db
      .selectFrom('users')
      .select(['email', 'entity_id'])
      .where('deleted_at', 'is', null)
      .where('email', 'in', part)
      .execute();
    for (const user of users) owners.set(user.email, user.entity_id);
  }
  for (const { n, field, email } of emailed) {
    const owner = owners.get(email);
    if (owner !== undefined && (writes[n].id === undefined || owner !== writes[n].id)) refuse(n, duplicate(field));
  }

  // The catalogue's rules across records, the parent links read once for all.
  const parents: ParentLinks = new Map();
  for (const [n, { data, id }] of writes.entries()) {
    await letOthersRun();
    if (refusals[n] !== undefined) continue;
    try {
      await checkRecordRules(db, store.models, model, data, id, parents);
    } catch (error) {
      refuse(n, error);
    }
  }
  return refusals;
}

/**
 * Updates of a record whose account must be activated first (`lockedUntilActivated`): refused as the update would be
 * (403 / 1105, server/accounts/accountService.ts), checked for many records at once.
 */
export async function lockedAccounts(db: Db, model: ResourceModel, ids: readonly number[]): Promise<Set<number>> {
  const locked = new Set<number>();
  if (!model.account?.lockedUntilActivated) return locked;
  for (const part of chunks(ids)) {
    const users = await db
      .selectFrom('users')
      .select('entity_id')
      .where('deleted_at', 'is', null)
      .where('first_connect_complete', '=', 0)
      .where('entity_id', 'in', part)
      .execute();
    for (const user of users) if (user.entity_id !== null) locked.add(user.entity_id);
  }
  return locked;
}

export const lockedAccount = () => accessDenied('the account is not activated yet');
