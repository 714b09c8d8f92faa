/**
 * The demo API's user accounts and sessions: the accounts created with practices, aligner companies
 * and diagnosticians, sign-in, refresh-token rotation (a reused token revokes its family), and access
 * tokens shaped as JWTs with an expiry but no signature (a demo in a tab has no secret to keep).
 */
import { type AccessClaims, ADMIN_ROLE, hasAdminRole } from '../../../lib/claims';
import { accessDenied, badCredentials, duplicate, expired, notFound, wrongRole } from '../../../lib/errors';
import type { AccountSpec, ResourceModel } from '../../../lib/model';
import { generatePassword } from '../../../lib/password';
import {
  latestMailText,
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TYPES,
  renderMail,
  resetLink,
  SYSTEM_NOTIFICATIONS,
  type SystemNotificationName,
  UNCONFIGURED_LOGIN_URL,
} from '../../../lib/systemNotifications';
import type { DemoState, Json, OutboxMail, UserRow } from './state';
import { nowIso } from './state';

const ROLE_OF: Record<AccountSpec['type'], string> = {
  practitioner: 'ROLE_USER_PRACTITIONER',
  aligner: 'ROLE_USER_ALIGNER',
  third_party: 'ROLE_USER_THIRD_PARTY',
};

export type { AccessClaims } from '../../../lib/claims';

export interface TokenPair {
  token: string;
  refresh_token: string;
  password_reset_key?: string;
}

export interface SessionLifetimes {
  /** Access token lifetime in seconds (the server's default: 15 minutes). */
  accessTtl: number;
  /** Refresh token lifetime in seconds (the server's default: 30 days). */
  refreshTtl: number;
}

const RESET_KEY_TTL = 3600;
const seconds = () => Math.floor(Date.now() / 1000);

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const encodeJson = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(segment: string): unknown {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))));
}

export function randomSecret(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class AccountBook {
  constructor(
    private readonly state: () => DemoState,
    private readonly lifetimes: SessionLifetimes,
    private readonly mail: (message: OutboxMail) => void,
    /** The console's address: sign-in links of administrators' credentials, password-reset links. */
    private readonly origin: string,
  ) {}

  // --- accounts ---------------------------------------------------------------------------------

  private get users(): UserRow[] {
    return this.state().users;
  }

  /** Accounts that may sign in: active and not deleted. */
  private active = (user: UserRow) => user.deletedAt === null && user.isActive;

  findById(id: number): UserRow | undefined {
    return this.users.find((u) => u.id === id && this.active(u));
  }

  findByLogin(login: string): UserRow | undefined {
    const wanted = login.trim().toLowerCase();
    return this.users.find((u) => u.login === wanted && this.active(u));
  }

  findByEmail(email: string): UserRow | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((u) => u.email === wanted && this.active(u));
  }

  /** An existing (not deleted) user, whatever its state; 404 otherwise. */
  existing(id: number): UserRow {
    const user = this.findById(id);
    if (!user) throw notFound('user');
    return user;
  }

  /** The accounts of these catalogue records, oldest first. */
  usersOfEntities(entityIds: number[]): UserRow[] {
    return this.users
      .filter((u) => u.entityId !== null && entityIds.includes(u.entityId) && u.deletedAt === null)
      .sort((a, b) => a.id - b.id);
  }

  async createAdmin(email: string, password: string): Promise<UserRow> {
    const user = this.insert({
      email: email.toLowerCase(),
      roles: [ADMIN_ROLE],
      type: 'admin',
      firstName: '',
      lastName: '',
      firstConnectComplete: true,
      mustChangePassword: false,
      companyId: null,
      entityId: null,
      language: 'fr',
    });
    user.passwordHash = await this.hash(user.id, password);
    return user;
  }

  private insert(fields: Omit<UserRow, 'id' | 'login' | 'passwordHash' | 'isActive' | 'deletedAt'>): UserRow {
    const state = this.state();
    const user: UserRow = {
      ...fields,
      id: state.nextUserId++,
      login: fields.email,
      passwordHash: null,
      isActive: true,
      deletedAt: null,
    };
    state.users.push(user);
    return user;
  }

  /** Salted with the user id, so that two equal passwords do not share a hash. */
  private hash(userId: number, password: string): Promise<string> {
    return sha256(`${userId}:${password}`);
  }

  async passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
    return !!user?.passwordHash && user.passwordHash === (await this.hash(user.id, password));
  }

  /** Sets a password and ends the user's sessions; `flags` updates the first-connection state. */
  async setPassword(
    user: UserRow,
    password: string,
    flags: Partial<Pick<UserRow, 'firstConnectComplete' | 'mustChangePassword'>> = {},
  ): Promise<void> {
    user.passwordHash = await this.hash(user.id, password);
    Object.assign(user, flags);
    this.revokeUser(user.id);
  }

  assertEmailFree(email: string, field: string, entityId?: number): void {
    const user = this.users.find((u) => u.email === email.toLowerCase() && u.deletedAt === null);
    if (user && (entityId === undefined || user.entityId !== entityId)) throw duplicate(field);
  }

  /** The linked account's read-only fields on records of a catalogue with accounts. */
  decorate(model: ResourceModel, records: Json[]): void {
    const account = model.account!;
    for (const record of records) {
      const user = this.users.find((u) => u.entityId === record.id && u.deletedAt === null);
      record[account.userId] = user?.id ?? null;
      record[account.isActive] = user ? user.firstConnectComplete : false;
    }
  }

  async created(model: ResourceModel, entityId: number, record: Json): Promise<void> {
    const account = model.account!;
    const email = String(record[account.email]).toLowerCase();
    const user = this.insert({
      email,
      firstName: String(record[account.firstName] ?? ''),
      lastName: String(record[account.lastName] ?? ''),
      roles: [ROLE_OF[account.type]],
      type: account.type,
      firstConnectComplete: false,
      mustChangePassword: true,
      language: record.defaultLanguage === 'en' ? 'en' : 'fr',
      companyId: account.type === 'practitioner' ? entityId : null,
      entityId,
    });
    await this.mailCredentials(user, 'accountCreated');
  }

  private accountOf(entityId: number): UserRow {
    const user = this.users.find((u) => u.entityId === entityId && u.deletedAt === null);
    if (!user) throw notFound('user');
    return user;
  }

  /** Edits are refused (403 / 1105) while a locked account is not activated. */
  assertCanUpdate(model: ResourceModel, entityId: number): void {
    const user = this.accountOf(entityId);
    if (model.account?.lockedUntilActivated && !user.firstConnectComplete)
      throw accessDenied('the account is not activated yet');
  }

  updated(model: ResourceModel, entityId: number, record: Json): void {
    const account = model.account!;
    const user = this.accountOf(entityId);
    user.email = String(record[account.email]).toLowerCase();
    user.login = user.email;
    user.firstName = String(record[account.firstName] ?? '');
    user.lastName = String(record[account.lastName] ?? '');
  }

  /** The record's last account, disabled by its delete, signs in again (server: AccountService.restored). */
  restored(entityId: number): void {
    const user = this.users.filter((u) => u.entityId === entityId).at(-1);
    if (!user) return;
    user.deletedAt = null;
    user.isActive = true;
  }

  removed(entityId: number): void {
    const user = this.users.find((u) => u.entityId === entityId);
    if (!user) return;
    user.deletedAt = nowIso();
    user.isActive = false;
    this.revokeUser(user.id);
  }

  /** New temporary credentials; the account must set its own password (docs/product-rules.md, "Roles"). */
  async refreshCredentials(userId: number): Promise<void> {
    const user = this.existing(userId);
    user.mustChangePassword = true;
    this.revokeUser(user.id);
    await this.mailCredentials(user, 'credentialsRefreshed');
  }

  /**
   * Sends a system e-mail as the server does: rendered from the latest template version of its notification
   * type in the user's language (lib/systemNotifications.ts), into the demo's outbox.
   */
  private notify(name: SystemNotificationName, user: UserRow, parameters: Record<string, string | number>): void {
    const notification = SYSTEM_NOTIFICATIONS[name];
    const language = user.language === 'en' ? 'en' : 'fr';
    const rows = this.state().entities.filter((row) => row.deletedAt === null);
    const type = rows.find(
      (row) => row.resource === NOTIFICATION_TYPES && String(row.data.keyName).toLowerCase() === notification.keyName,
    );
    const versions = type
      ? rows
          .filter((row) => row.resource === NOTIFICATION_TEMPLATES && row.data.notificationTypeId === type.id)
          .map((row) => row.data)
      : [];
    const text = latestMailText(versions, language, notification.firstVersion);
    this.mail({ to: user.email, ...renderMail(text, parameters), at: nowIso() });
  }

  private async mailCredentials(
    user: UserRow,
    notification: Extract<SystemNotificationName, 'accountCreated' | 'credentialsRefreshed'>,
  ): Promise<void> {
    const password = generatePassword();
    user.passwordHash = await this.hash(user.id, password);
    this.notify(notification, user, {
      firstName: user.firstName,
      lastName: user.lastName,
      login: user.email,
      temporaryPassword: password,
      loginUrl: user.type === 'admin' ? this.origin : UNCONFIGURED_LOGIN_URL[user.language === 'en' ? 'en' : 'fr'],
    });
  }

  /** Demo accounts are activated, except the newest of each catalogue, so both states can be seen. */
  activateDemoAccounts(models: ResourceModel[]): void {
    for (const model of models.filter((m) => m.account)) {
      const ids = this.state()
        .entities.filter((row) => row.resource === model.name)
        .map((row) => row.id)
        .sort((a, b) => b - a)
        .slice(1);
      for (const user of this.users.filter((u) => u.entityId !== null && ids.includes(u.entityId))) {
        user.firstConnectComplete = true;
        user.mustChangePassword = false;
      }
    }
  }

  // --- password reset -----------------------------------------------------------------------------

  createResetKey(userId: number): string {
    const key = randomSecret();
    this.state().resetKeys.push({ key, userId, expiresAt: seconds() + RESET_KEY_TTL, used: false });
    return key;
  }

  mailResetLink(user: UserRow): void {
    const key = this.createResetKey(user.id);
    this.notify('passwordResetRequest', user, {
      firstName: user.firstName,
      lastName: user.lastName,
      resetUrl: resetLink(this.origin, key),
      validityHours: RESET_KEY_TTL / 3600,
    });
  }

  /** A reset key that may still be used: 400 / 1203 when unknown or used, 401 / 1103 when expired. */
  usableResetKey(key: string) {
    const row = this.state().resetKeys.find((k) => k.key === key);
    if (!row || row.used) return { problem: 'invalid' as const };
    if (row.expiresAt <= seconds()) return { problem: 'expired' as const };
    return { row };
  }

  // --- tokens -------------------------------------------------------------------------------------

  async issuePair(user: UserRow, familyId = randomSecret(16)): Promise<TokenPair> {
    const iat = seconds();
    const claims: AccessClaims = {
      sub: String(user.id),
      username: user.login,
      roles: user.roles,
      firstConnect: !user.firstConnectComplete,
      settings: { language: user.language },
      ...(user.companyId !== null ? { companyId: user.companyId } : {}),
      iat,
      exp: iat + this.lifetimes.accessTtl,
    };
    const token = `${encodeJson({ alg: 'none', typ: 'JWT' })}.${encodeJson(claims)}.`;
    const refresh = randomSecret();
    this.state().refreshTokens.push({
      token: refresh,
      userId: user.id,
      familyId,
      expiresAt: iat + this.lifetimes.refreshTtl,
      usedAt: null,
      revokedAt: null,
    });
    return { token, refresh_token: refresh };
  }

  /** Rotates a refresh token; a rotated one presented again revokes its whole family (401 / 1103). */
  /** `reused`: told the owner of a rotated token presented again (its session is revoked), for the history. */
  consumeRefreshToken(token: string, reused?: (userId: number) => void): { userId: number; familyId: string } {
    const row = this.state().refreshTokens.find((t) => t.token === token);
    if (!row) throw badCredentials('unknown refresh token');
    if (row.revokedAt) throw expired('refresh token revoked');
    if (row.usedAt) {
      this.revokeFamily(row.familyId);
      reused?.(row.userId);
      throw expired('refresh token already used: session revoked');
    }
    if (row.expiresAt <= seconds()) throw expired('refresh token expired');
    row.usedAt = seconds();
    return { userId: row.userId, familyId: row.familyId };
  }

  revokeFamily(familyId: string): void {
    for (const t of this.state().refreshTokens) if (t.familyId === familyId && !t.revokedAt) t.revokedAt = seconds();
  }

  /** Ends the session of a refresh token; answers its account, when the token was known. */
  revokeRefreshToken(token: string): number | undefined {
    const row = this.state().refreshTokens.find((t) => t.token === token);
    if (!row) return undefined;
    this.revokeFamily(row.familyId);
    return row.userId;
  }

  private revokeUser(userId: number): void {
    for (const t of this.state().refreshTokens) if (t.userId === userId && !t.revokedAt) t.revokedAt = seconds();
  }

  /** Reads an access token: 401 / 1100 when malformed, 401 / 1103 when expired. */
  verify(token: string): AccessClaims {
    const [header, payload] = token.split('.');
    let claims: AccessClaims;
    try {
      if ((decodeJson(header) as { alg?: string }).alg !== 'none') throw new Error('signed elsewhere');
      claims = decodeJson(payload ?? '') as AccessClaims;
    } catch {
      throw badCredentials('invalid token');
    }
    if (typeof claims?.sub !== 'string' || !Array.isArray(claims.roles) || typeof claims.exp !== 'number')
      throw badCredentials('malformed token');
    if (claims.exp <= seconds()) throw expired('access token expired');
    return claims;
  }

  /** The caller of a secured call: a valid bearer token of an active account (and an administrator's when asked). */
  authenticate(authorization: string | null, adminOnly: boolean): AccessClaims {
    if (!authorization) throw badCredentials('missing token');
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) throw badCredentials('malformed authorization header');
    const claims = this.verify(match[1]);
    if (adminOnly && !hasAdminRole(claims)) throw wrongRole();
    if (!this.findById(Number(claims.sub))) throw badCredentials('unknown user');
    return claims;
  }

  /** Claims of a valid token when one is sent, else null (calls open to all). */
  optionalClaims(authorization: string | null): AccessClaims | null {
    try {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      return match ? this.verify(match[1]) : null;
    } catch {
      return null;
    }
  }
}
