/**
 * Where a record read from the API keeps its version in the console (docs/record-versions.md): the `ETag` of
 * its read, carried in the form's values (and in a kept draft), sent back as `If-Match` when it is saved.
 * A server that answers no ETag (the original backend) leaves it out, and saves go without `If-Match`.
 */
export const RECORD_ETAG = '_etag';

export function withEtag<T extends object>(record: T, etag: string | undefined): T {
  return etag ? { ...record, [RECORD_ETAG]: etag } : record;
}

/** A save's values without the version, and the `If-Match` header asking for it. */
export function splitEtag(data: Record<string, unknown>): {
  data: Record<string, unknown>;
  headers: Record<string, string>;
} {
  const { [RECORD_ETAG]: etag, ...rest } = data;
  return { data: rest, headers: typeof etag === 'string' && etag ? { 'If-Match': etag } : {} };
}
