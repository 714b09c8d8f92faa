import type { ResourceModel } from '../../lib/model';
import { checkVersion, type IfMatch, versionRead } from '../../lib/recordVersion';
import type { Db, Json } from '../db/connection';
import type { EntityRow } from '../db/schema';
import type { Write } from '../db/sendWrites';
import { staleVersion } from '../errors';
import { now } from './rows';

/** Past versions of a record kept to name what changed since (an older one is compared field by field with the update). */
const KEPT_VERSIONS = 50;

/**
 * Keeps the record as it was before an update, and forgets versions older than the last KEPT_VERSIONS (versions
 * count from 1: a record updated fewer times has none to forget, and no statement is sent for them).
 */
export function versionWrites(db: Db, row: EntityRow): Write[] {
  const kept = db
    .insertInto('entity_versions')
    .values({ entity_id: row.id, version: row.version, data: row.data, replaced_at: now() });
  if (row.version <= KEPT_VERSIONS) return [kept];
  return [
    kept,
    db
      .deleteFrom('entity_versions')
      .where('entity_id', '=', row.id)
      .where('version', '<=', row.version - KEPT_VERSIONS),
  ];
}

/**
 * lib/recordVersion's rule, with the record as it was at the version the client read when still kept: 409 / 1204
 * naming the fields changed since (docs/record-versions.md).
 */
export async function checkStoredVersion(
  db: Db,
  model: ResourceModel,
  row: EntityRow,
  current: Json,
  ifMatch: IfMatch,
  input: unknown,
): Promise<void> {
  if (!ifMatch.check || ifMatch.versions.includes(row.version)) return;
  const asked = versionRead(ifMatch);
  const kept =
    asked === undefined
      ? undefined
      : await db
          .selectFrom('entity_versions')
          .select('data')
          .where('entity_id', '=', row.id)
          .where('version', '=', asked)
          .executeTakeFirst();
  const result = checkVersion({
    ifMatch,
    model,
    stored: { version: row.version, data: current },
    base: kept ? (JSON.parse(kept.data) as Json) : undefined,
    incoming: input && typeof input === 'object' ? (input as Json) : {},
  });
  if (!result.ok) throw staleVersion(result.changedFields);
}
