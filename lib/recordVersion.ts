import { dequal } from 'dequal';
import type { ResourceModel } from './model';

/**
 * Record versions (docs/record-versions.md): every record carries an integer version, 1 when created and one
 * more at each update. Reads answer it as a strong ETag (`"3"`); an update sent with `If-Match` on another
 * version than the stored one is refused (409) with the fields changed meanwhile. Without `If-Match` (or
 * with `*`), an update is not checked, as before.
 */

/** The ETag of a version: a strong entity tag holding the number. */
export const etagOf = (version: number): string => `"${version}"`;

/** The version an ETag names; undefined when it is not one of ours (weak, or not a number). */
export function versionOfEtag(etag: string | null | undefined): number | undefined {
  const match = /^"(\d{1,9})"$/.exec(etag?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** What an `If-Match` header asks: no check (absent or `*`), one of some versions, or nothing readable. */
export type IfMatch = { check: false } | { check: true; versions: number[] };

/** `null`: the header is not `*` nor a list of strong ETags of ours (answered 400 / 1203). */

/** Reads an `If-Match` header: `*`, or a comma-separated list of strong ETags (RFC 9110 §13.1.1). */
export function parseIfMatch(header: string | string[] | undefined): IfMatch | null {
  if (header === undefined) return { check: false };
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return { check: false };
  const tags = value.split(',').map((tag) => tag.trim());
  const versions = tags.map(versionOfEtag);
  if (value === '' || versions.some((version) => version === undefined)) return null;
  return { check: true, versions: versions as number[] };
}

/** The fields a form edits: the model's fields but those the server computes. */
export function editableFields(model: Pick<ResourceModel, 'fields'>): string[] {
  return Object.entries(model.fields)
    .filter(([, spec]) => !spec.readOnly)
    .map(([name]) => name);
}

/** The fields among `fields` whose value differs between two states of a record (deep comparison). */
export function changedFields(fields: string[], before: Record<string, unknown>, after: Record<string, unknown>) {
  return fields.filter((field) => !dequal(before[field] ?? null, after[field] ?? null));
}

export type VersionCheck = { ok: true } | { ok: false; changedFields: string[] };

/**
 * The rule of an update: fine when no version is asked or the stored one is among those asked; otherwise
 * refused, naming the editable fields that differ between the version the client read (`base`, when still
 * known) and the stored record. When the version read is no longer known, every editable field the update
 * would change is named.
 */
export function checkVersion(args: {
  ifMatch: IfMatch;
  model: Pick<ResourceModel, 'fields'>;
  stored: { version: number; data: Record<string, unknown> };
  /** The record as it was at the version the client read, if kept. */
  base?: Record<string, unknown>;
  /** The update's values, for when `base` is unknown. */
  incoming: Record<string, unknown>;
}): VersionCheck {
  const { ifMatch, model, stored, base, incoming } = args;
  if (!ifMatch.check || ifMatch.versions.includes(stored.version)) return { ok: true };
  const fields = editableFields(model);
  const changed = base ? changedFields(fields, base, stored.data) : changedFields(fields, incoming, stored.data);
  return { ok: false, changedFields: changed };
}

/** The version the client read, to find the record as it was then: the one version its `If-Match` names. */
export const versionRead = (ifMatch: IfMatch): number | undefined =>
  ifMatch.check && ifMatch.versions.length === 1 ? ifMatch.versions[0] : undefined;
