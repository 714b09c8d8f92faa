import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Every catalogue record: its fields as JSON, plus the columns storage needs to index. */
export interface EntitiesTable {
  id: Generated<number>;
  resource: string;
  data: string;
  key_name: string | null;
  parent_key: string;
  display_order: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
  /** 1 when created, one more at each update (docs/record-versions.md). */
  version: ColumnType<number, number | undefined, number>;
}

/** A record as it was at one of its recent versions, kept to name what changed since (docs/record-versions.md). */
export interface EntityVersionsTable {
  entity_id: number;
  version: number;
  data: string;
  replaced_at: string;
}

/** Which active record references which: checked before a delete. */
export interface EntityRefsTable {
  from_id: number;
  field: string;
  to_resource: string;
  to_id: number;
}

/** List index (server/store/listIndex.ts): one row per filterable value of a record. */
export interface EntityTermsTable {
  entity_id: number;
  resource: string;
  field: string;
  term: string;
}

/** List index: one row per sortable field (and language) of a record. */
export interface EntitySortKeysTable {
  entity_id: number;
  resource: string;
  field: string;
  language: string;
  text_key: string | null;
  number_key: number | null;
}

/** List index: the folded searchable text of a record (an FTS5 table on SQLite, its rowid the entity id). */
export interface EntitySearchTable {
  /** PostgreSQL's key column. */
  entity_id: ColumnType<number, number | undefined, never>;
  /** SQLite's: the FTS5 rowid. */
  rowid: ColumnType<number, number | undefined, never>;
  text: string;
}

/** The rules each catalogue's list index was derived with; a change rebuilds it at start. */
export interface ListIndexStateTable {
  resource: string;
  fingerprint: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  login: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  roles: string;
  type: string;
  first_connect_complete: number;
  must_change_password: number;
  language: string;
  company_id: number | null;
  employee_id: number | null;
  entity_id: number | null;
  is_active: number;
  created_at: string;
  deleted_at: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface OneTimeKeysTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  key_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
  created_at: string;
}

export interface FilesTable {
  id: Generated<number>;
  kind: string;
  original_name: string;
  mime_type: string;
  size: number;
  storage_name: string;
  created_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  data: string;
  user_id: number | null;
  created_at: string;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  window_start: string;
  blocked_until: string | null;
}

/** Bytes of uploaded files when they are kept in the database (FILES_URL=database, the default on PostgreSQL). */
export interface FileContentsTable {
  storage_name: string;
  bytes: Buffer;
  created_at: string;
}

/** Secrets every replica must share, generated once (the token-signing secret when JWT_SECRET is not set). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Fixed-window hit counters shared by every replica (error reports per client address). */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

/** The change history (docs/history.md): appended with each write, never updated. */
export interface HistoryEntriesTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  catalogue: string | null;
  record_id: number | null;
  /** JSON: the record's representation field as it was. */
  label: string | null;
  address: string | null;
  /** JSON: the fields that changed (lib/history.ts FieldChange[]), or a session event's details. */
  changes: string;
  /** A revert's: the entry whose state it put back. */
  reverted_to: number | null;
}

/** A listing's filters, sort and columns saved under a name by one administrator (docs/saved-views.md). */
export interface SavedViewsTable {
  id: Generated<number>;
  owner_id: number;
  listing: string;
  name: string;
  /** The name trimmed and lower-cased: unique per owner and listing. */
  name_key: string;
  /** JSON: lib/savedViews.ts ListingState. */
  state: string;
  created_at: string;
  updated_at: string;
}

/** The columns one administrator shows in one listing (docs/saved-views.md). */
export interface ColumnChoicesTable {
  owner_id: number;
  listing: string;
  /** JSON: the column names shown, in order. */
  columns: string;
  updated_at: string;
}

export interface Database {
  entities: EntitiesTable;
  entity_refs: EntityRefsTable;
  entity_versions: EntityVersionsTable;
  entity_terms: EntityTermsTable;
  entity_sort_keys: EntitySortKeysTable;
  entity_search: EntitySearchTable;
  list_index_state: ListIndexStateTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  one_time_keys: OneTimeKeysTable;
  files: FilesTable;
  error_reports: ErrorReportsTable;
  login_attempts: LoginAttemptsTable;
  file_contents: FileContentsTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  history_entries: HistoryEntriesTable;
  saved_views: SavedViewsTable;
  column_choices: ColumnChoicesTable;
}

export type EntityRow = Selectable<EntitiesTable>;
export type NewEntityRow = Insertable<EntitiesTable>;
export type EntityUpdate = Updateable<EntitiesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type HistoryRow = Selectable<HistoryEntriesTable>;
