/** Everything the demo API holds, as plain JSON so that it can be kept in the browser tab. */
import type { HistoryEntry } from '../../../lib/history';
import type { ListingState } from '../../../lib/savedViews';

export type Json = Record<string, unknown>;

export interface EntityRow {
  id: number;
  resource: string;
  data: Json;
  displayOrder: number;
  parentKey: string;
  createdAt: string;
  deletedAt: string | null;
  /** Record version (lib/recordVersion.ts): 1 when created (or absent in data kept from before), one more per update. */
  version?: number;
  /** The record as it was at its recent versions, to name the fields changed since a stale read. */
  history?: Array<{ version: number; data: Json }>;
}

export interface UserRow {
  id: number;
  email: string;
  login: string;
  /** SHA-256 of the password (hex); null until one is set. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  roles: string[];
  type: string;
  firstConnectComplete: boolean;
  mustChangePassword: boolean;
  language: string;
  companyId: number | null;
  entityId: number | null;
  isActive: boolean;
  deletedAt: string | null;
}

export interface RefreshTokenRow {
  token: string;
  userId: number;
  familyId: string;
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

export interface FileRow {
  id: number;
  originalName: string;
  mimeType: string;
  /** The bytes as a `data:` URL, which an `<img>` shows directly. */
  dataUrl: string;
  deletedAt: string | null;
}

/** A message the server would e-mail: kept in the tab (see the README's testers' section). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  at: string;
}

/** A saved listing view (src/demo/api/savedViewRoutes.ts, docs/saved-views.md). */
export interface SavedViewRow {
  id: number;
  ownerId: number;
  listing: string;
  name: string;
  state: ListingState;
  createdAt: string;
  updatedAt: string;
}

/** The columns one administrator shows in one listing. */
export interface ColumnChoiceRow {
  ownerId: number;
  listing: string;
  columns: string[];
}

export interface DemoState {
  version: 1;
  nextEntityId: number;
  nextUserId: number;
  nextFileId: number;
  nextReportId: number;
  entities: EntityRow[];
  users: UserRow[];
  refreshTokens: RefreshTokenRow[];
  /** Single-use password reset keys. */
  resetKeys: Array<{ key: string; userId: number; expiresAt: number; used: boolean }>;
  files: FileRow[];
  errorReports: Json[];
  outbox: OutboxMail[];
  /** The change history (src/demo/api/historyBook.ts); absent from states kept before it. */
  history?: HistoryEntry[];
  nextHistoryId?: number;
  /** Saved views and column choices; absent from states kept before them. */
  savedViews?: SavedViewRow[];
  nextSavedViewId?: number;
  columnChoices?: ColumnChoiceRow[];
}

export function emptyState(): DemoState {
  return {
    version: 1,
    nextEntityId: 1,
    nextUserId: 1,
    nextFileId: 1,
    nextReportId: 1,
    entities: [],
    users: [],
    refreshTokens: [],
    resetKeys: [],
    files: [],
    errorReports: [],
    outbox: [],
    history: [],
    nextHistoryId: 1,
    savedViews: [],
    nextSavedViewId: 1,
    columnChoices: [],
  };
}

export const nowIso = () => new Date().toISOString();
