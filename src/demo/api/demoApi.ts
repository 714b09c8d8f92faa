/**
 * The API server's calls (server/routes/*.ts) answered in the browser tab: a `fetch` handler over the
 * demo records, with the server's rules and error bodies. A failed write changes nothing: each write
 * works on a copy of the state that replaces it only on success.
 */

import { accountCatalogues } from '../../../lib/accountCatalogues';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../../lib/addressSearch';
import {
  checkAttributeValuesQuery,
  componentFields,
  orderedComponentFields,
  replaceComponentFields,
  viewListCalls,
  withFilter,
  withFixedValues,
} from '../../../lib/aliases';
import { bulkChangeOf, bulkFieldsOf, bulkIdsOf, eachItem } from '../../../lib/bulk';
import { hasAdminRole } from '../../../lib/claims';
import { REPORT_BODY_LIMIT, reportSchema } from '../../../lib/errorReports';
import { ApiError, invalid, mandatory, notFound, notSupported, tooManyAttempts, wrongRole } from '../../../lib/errors';
import { accountEntry, refusedSignInEntry } from '../../../lib/history';
import { type ListQuery, parseCountsQuery, parseListQuery } from '../../../lib/listRules';
import { LANGUAGES, type ResourceModel } from '../../../lib/model';
import { assertPasswordRule } from '../../../lib/password';
import { etagOf, parseIfMatch } from '../../../lib/recordVersion';
import { loadSeeds, type SeedRecord } from '../../../lib/seed';
import { refuseUnstorable } from '../../../lib/storableText';
import {
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TYPES,
  SYSTEM_NOTIFICATIONS,
  systemNotificationRecords,
} from '../../../lib/systemNotifications';
import { DEMO_ADMIN } from '../demoMode';
import { AccountBook, type SessionLifetimes } from './accountBook';
import { type Access, type Answer, actorOf, type Call, type Handler, idOf } from './calls';
import { CatalogueStore, EVERY_RECORD } from './catalogueStore';
import { AnsweredFailure, transferRoutes } from './catalogueTransfer';
import { DEMO_ITSELF, HistoryBook } from './historyBook';
import { historyRoutes } from './historyRoutes';
import { savedViewRoutes } from './savedViewRoutes';
import { searchRoutes } from './searchRoutes';
import { type DemoState, emptyState, type Json, nowIso, type UserRow } from './state';

const REPORTS_PER_MINUTE = 30;

export interface DemoApiOptions {
  models: readonly ResourceModel[];
  /** Demo records by catalogue name (resources/<name>/seed.ts); none: an empty catalogue. */
  seeds?: Map<string, SeedRecord[]>;
  lifetimes?: Partial<SessionLifetimes>;
  /** The administrator created with a fresh state (default: the demo's, shown on the sign-in page). */
  admin?: { email: string; password: string };
  /** Called with the new state after every successful write (to keep it in the tab). */
  saved?: (state: DemoState) => void;
  /** Where links in "e-mails" point (the console's address). */
  origin?: string;
}

interface Route {
  method: string;
  pattern: RegExp;
  /** The path parameters' names, in order (`:id` → `id`). */
  names: string[];
  access: Access;
  handler: Handler;
}

const ok = (status: number, body?: unknown): Answer => ({ status, body });
const isAnswer = (value: unknown): value is Answer =>
  !!value && typeof value === 'object' && 'status' in value && typeof (value as Answer).status === 'number';

/** A refusal whose writes stay (a failed sign-in's entry, a reused token's revoked session): answered, not thrown. */
const refusedKeeping = (error: ApiError): Answer => ({
  status: error.status,
  body: error.body(),
  headers: error.headers,
});

function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

/** A JSON body's required text fields, as the server's route schemas check them. */
function texts<K extends string>(body: unknown, required: readonly K[], max = 254): Record<K, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalid(undefined, 'body must be an object');
  const values = body as Record<string, unknown>;
  for (const field of required) {
    if (values[field] === undefined) throw mandatory(field);
    if (typeof values[field] !== 'string' || (values[field] as string).length > max) throw invalid(field);
  }
  return values as Record<K, string>;
}

/** Empty strings are missing values (1202). */
function filled(value: string, field: string): string {
  if (value.trim() === '') throw mandatory(field);
  return value;
}

const languageOf = (headers: Headers) => ((headers.get('accept-language') ?? 'fr').slice(0, 2) === 'en' ? 'en' : 'fr');

export class DemoApi {
  private state: DemoState;
  private readonly catalogue: CatalogueStore;
  private readonly accounts: AccountBook;
  private readonly history: HistoryBook;
  private readonly routes: Route[] = [];
  private readonly models: Map<string, ResourceModel>;
  private reportTimes: number[] = [];

  private constructor(
    state: DemoState,
    private readonly options: DemoApiOptions,
  ) {
    this.state = state;
    this.models = new Map(options.models.map((m) => [m.name, m]));
    const lifetimes = { accessTtl: 15 * 60, refreshTtl: 30 * 24 * 3600, ...options.lifetimes };
    this.accounts = new AccountBook(
      () => this.state,
      lifetimes,
      (mail) => {
        this.state.outbox.push(mail);
      },
      options.origin ?? '',
    );
    this.history = new HistoryBook(() => this.state);
    this.catalogue = new CatalogueStore(() => this.state, this.models, this.accounts, this.history);
    this.registerRoutes();
  }

  /** A demo API on `saved` state when given, else on a fresh one: the administrator and the demo records. */
  static async open(options: DemoApiOptions, saved?: DemoState | null): Promise<DemoApi> {
    if (saved?.version === 1) return new DemoApi(saved, options);
    const api = new DemoApi(emptyState(), options);
    await api.installSystemNotifications();
    const admin = options.admin ?? DEMO_ADMIN;
    await api.accounts.createAdmin(admin.email, admin.password);
    await api.loadDemoRecords();
    options.saved?.(api.state);
    return api;
  }

  /** The notification types of the e-mails the server sends, with their first versions, as the server installs them. */
  private async installSystemNotifications(): Promise<void> {
    const types = this.models.get(NOTIFICATION_TYPES);
    const templates = this.models.get(NOTIFICATION_TEMPLATES);
    if (!types || !templates) return;
    for (const notification of Object.values(SYSTEM_NOTIFICATIONS)) {
      const records = systemNotificationRecords(notification);
      const type = await this.catalogue.create(types, records.type, DEMO_ITSELF);
      for (const template of records.templates(type.id as number))
        await this.catalogue.create(templates, template, DEMO_ITSELF);
    }
  }

  private async loadDemoRecords(): Promise<void> {
    const seeds = this.options.seeds;
    if (!seeds?.size) return;
    await loadSeeds(seeds, {
      create: async (resource, data) =>
        (await this.catalogue.create(this.catalogue.model(resource), data, DEMO_ITSELF, { languagesMayMiss: true }))
          .id as number,
      recordsCreated: async () => this.accounts.activateDemoAccounts(this.catalogue.all),
      setRelation: async (resource, id, path, items) => {
        this.catalogue.setRelation(this.catalogue.model(resource), id, path, items);
      },
    });
  }

  /** The e-mails the server would have sent, newest last. */
  outbox() {
    return structuredClone(this.state.outbox);
  }

  /** Answers a request to `/api/...` as the API server would. */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const answer = await this.answer(request, url);
    const headers = new Headers(answer.headers);
    if (answer.blob) {
      headers.set('content-type', answer.blob.type);
      return new Response(answer.blob, { status: answer.status, headers });
    }
    if (answer.body === undefined) return new Response(null, { status: answer.status, headers });
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  }

  private async answer(request: Request, url: URL): Promise<Answer> {
    const path = url.pathname.replace(/^.*?(\/api(\/|$))/, '$1').replace(/\/+$/, '') || '/api';
    const snapshot = this.state;
    const writes = request.method !== 'GET';
    if (writes) this.state = structuredClone(snapshot);
    try {
      const call = await this.callOf(request, path, url);
      const found = this.route(call.method, path);
      if (!found) throw notFound('route');
      const { route, params } = found;
      if (route.access !== 'public') {
        call.claims = this.accounts.authenticate(call.headers.get('authorization'), route.access === 'admin');
      }
      refuseUnstorable([Object.fromEntries(route.names.map((name, at) => [name, params[at]])), call.query, call.body]);
      const result = await route.handler(call, params);
      const answer = isAnswer(result) ? result : ok(200, result);
      if (writes) this.options.saved?.(this.state);
      return answer;
    } catch (error) {
      this.state = snapshot;
      if (error instanceof AnsweredFailure) return error.answer;
      const apiError =
        error instanceof ApiError ? error : new ApiError(500, 1000, undefined, 'unexpected failure in the demo API');
      if (!(error instanceof ApiError)) console.error(error);
      return { status: apiError.status, body: apiError.body(), headers: apiError.headers };
    }
  }

  private async callOf(request: Request, path: string, url: URL): Promise<Call> {
    const call: Call = {
      method: request.method,
      path,
      query: queryOf(url.searchParams),
      body: undefined,
      headers: request.headers,
      claims: null,
    };
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      try {
        call.form = await request.formData();
      } catch {
        throw invalid('file', 'malformed multipart body');
      }
    } else {
      const text = request.method === 'GET' ? '' : await request.text();
      if (text) {
        try {
          call.body = JSON.parse(text);
        } catch {
          throw invalid(undefined, 'malformed JSON body');
        }
      }
    }
    return call;
  }

  private route(method: string, path: string) {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (match) return { route, params: match.slice(1) };
    }
    return undefined;
  }

  private on(method: string, path: string, access: Access, handler: Handler): void {
    const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:(\w+)/g, '([^/]+)')}$`);
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    this.routes.push({ method, pattern, names, access, handler });
  }

  private registerRoutes(): void {
    this.on('GET', '/api/health', 'public', () => ({ status: 'ok' }));
    // The demo has no translation engine: the console hides its translate actions (docs/translation.md).
    this.on('GET', '/api/console-config', 'public', () => ({
      addressSearchUrl: DEFAULT_ADDRESS_SEARCH_URL,
      translation: false,
    }));
    this.on('POST', '/api/translation', 'admin', () => {
      throw notSupported('the demo has no translation engine');
    });
    this.authRoutes();
    this.userRoutes();
    this.errorReportRoutes();
    this.aliasRoutes();
    this.overlayRoutes();
    this.on('GET', '/api/counts', 'admin', (call) => {
      const parsed = parseCountsQuery(call.query);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return this.catalogue.counts(parsed.missingTranslation);
    });
    for (const model of this.catalogue.all) this.catalogueRoutes(model);
    historyRoutes(this.catalogue, this.history, (method, path, access, handler) =>
      this.on(method, path, access, handler),
    );
    searchRoutes(this.catalogue, (method, path, access, handler) => this.on(method, path, access, handler));
    savedViewRoutes(
      this.catalogue.all,
      () => this.state,
      (method, path, access, handler) => this.on(method, path, access, handler),
    );
  }

  private catalogueRoutes(model: ResourceModel): void {
    const base = `/api/${model.api}`;
    const has = (verb: string) => (model.verbs as readonly string[]).includes(verb);
    const store = this.catalogue;
    const listQuery = (call: Call) => {
      const parsed = parseListQuery(model, call.query);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return parsed.query;
    };
    // Before `/:id`, which `export` would match too.
    for (const route of transferRoutes(model, store)) this.on(route.method, route.path, 'admin', route.handler);
    if (has('list'))
      this.on('GET', base, 'admin', (call) => store.list(model, listQuery(call), languageOf(call.headers)));
    this.bulkRoutes(model, listQuery);
    if (has('create')) {
      this.on('POST', `${base}/batch`, 'admin', async (call) => {
        const body = call.body as { items?: unknown } | unknown[] | null;
        const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
        if (!Array.isArray(items) || items.length === 0 || items.length > 5000) throw invalid('items');
        return ok(201, { ids: await store.createMany(model, items, actorOf(call)) });
      });
      this.on('POST', base, 'admin', async (call) => ok(201, await store.create(model, call.body, actorOf(call))));
    }
    // Records carry their version as an ETag; an update may send it back as If-Match (lib/recordVersion.ts).
    const versioned = (record: Json, id: number): Answer => ({
      status: 200,
      body: record,
      headers: { etag: etagOf(store.versionOf(model, id)) },
    });
    if (has('get'))
      this.on('GET', `${base}/:id`, 'admin', (_, [id]) => versioned(store.get(model, idOf(id)), idOf(id)));
    if (has('update'))
      this.on('PUT', `${base}/:id`, 'admin', (call, [id]) => {
        const ifMatch = parseIfMatch(call.headers.get('if-match') ?? undefined);
        if (!ifMatch) throw invalid('If-Match', 'If-Match must be * or ETags of this API ("3")');
        return versioned(store.update(model, idOf(id), call.body, actorOf(call), ifMatch), idOf(id));
      });
    if (has('delete'))
      this.on('DELETE', `${base}/:id`, 'admin', (call, [id]) => {
        store.remove(model, idOf(id), actorOf(call));
        return ok(204);
      });
    if (model.orderable) {
      this.on('PUT', `${base}/:id/display-order`, 'admin', (call, [id]) => {
        const position = (call.body as { displayOrder?: unknown } | null)?.displayOrder;
        if (position === undefined || position === null) throw invalid('displayOrder');
        if (!Number.isSafeInteger(position) || (position as number) < 0) throw invalid('displayOrder');
        return store.reorder(model, idOf(id), position as number, actorOf(call));
      });
    }
    for (const [path, relation] of Object.entries(model.relations ?? {})) {
      this.on('GET', `${base}/:id/${path}`, 'admin', (_, [id]) => store.relation(model, idOf(id), path));
      if (!relation.readOnly)
        this.on('POST', `${base}/:id/${path}`, 'admin', (call, [id]) =>
          store.setRelation(model, idOf(id), path, call.body, actorOf(call)),
        );
    }
    for (const path of Object.keys(model.children ?? {}))
      this.on('GET', `${base}/:id/${path}`, 'admin', (_, [id]) => store.children(model, idOf(id), path));
  }

  /**
   * Selection, bulk actions and the trash (server/routes/admin/bulkRecords.ts and trash.ts): each item of a bulk call
   * is a write of its own, undone alone when refused. Registered before `${base}/:id`, which would take their paths.
   */
  private bulkRoutes(model: ResourceModel, listQuery: (call: Call) => ListQuery): void {
    const base = `/api/${model.api}`;
    const has = (verb: string) => (model.verbs as readonly string[]).includes(verb);
    const store = this.catalogue;
    const eachAlone = (ids: number[], work: (id: number) => unknown) =>
      eachItem(
        ids,
        async (id) => {
          const before = structuredClone(this.state);
          try {
            await work(id);
          } catch (error) {
            this.state = before;
            throw error;
          }
        },
        async (id) => store.labelOfRecord(model, id),
      );
    if (has('list')) {
      this.on('GET', `${base}/ids`, 'admin', (call) => {
        const ids = store.matchingIds(model, listQuery(call));
        return { ids, total: ids.length };
      });
    }
    if (has('list') && has('delete')) {
      this.on('GET', `${base}/trash`, 'admin', (call) => store.trash(model, listQuery(call), languageOf(call.headers)));
      this.on('GET', `${base}/trash/ids`, 'admin', (call) => {
        const ids = store
          .trash(model, { ...listQuery(call), page: 1, itemsPerPage: EVERY_RECORD.itemsPerPage })
          .map((record) => record.id as number);
        return { ids, total: ids.length };
      });
      this.on('POST', `${base}/restore`, 'admin', (call) =>
        eachAlone(bulkIdsOf(call.body), (id) => store.restore(model, id, actorOf(call))),
      );
      this.on('POST', `${base}/:id/restore`, 'admin', (call, [raw]) => {
        const id = idOf(raw);
        return {
          status: 200,
          body: store.restore(model, id, actorOf(call)),
          headers: { etag: etagOf(store.versionOf(model, id)) },
        };
      });
    }
    if (has('delete'))
      this.on('POST', `${base}/bulk-delete`, 'admin', (call) =>
        eachAlone(bulkIdsOf(call.body), (id) => store.remove(model, id, actorOf(call))),
      );
    if (has('update') && bulkFieldsOf(model).length > 0)
      this.on('POST', `${base}/bulk-update`, 'admin', (call) => {
        const { ids, field, value } = bulkChangeOf(model, call.body);
        return eachAlone(ids, (id) =>
          store.update(model, id, { ...store.get(model, id), [field]: value }, actorOf(call)),
        );
      });
  }

  private authRoutes(): void {
    const accounts = this.accounts;
    const history = this.history;
    const issue = (user: UserRow, familyId?: string) => accounts.issuePair(user, familyId);
    this.on('POST', '/api/auth/token', 'public', async (call) => {
      const body = texts(call.body, ['login', 'password'] as const);
      const userType = (call.body as { userType?: unknown }).userType ?? 'admin';
      if (typeof userType !== 'string' || !['admin', 'practitioner', 'aligner', 'third_party'].includes(userType))
        throw invalid('userType');
      const login = filled(body.login, 'login').trim().toLowerCase();
      const password = filled(body.password, 'password');
      const user = accounts.findByLogin(login);
      const maySignIn = user && (userType === 'admin' ? hasAdminRole(user) : user.type === userType);
      if (!(await accounts.passwordMatches(user, password)) || !maySignIn || !user) {
        // Recorded with the login tried, never the password (docs/history.md).
        history.record(DEMO_ITSELF, refusedSignInEntry('sign-in-failed', login));
        return refusedKeeping(badLogin());
      }
      const pair = await issue(user);
      history.record(user, accountEntry('sign-in', user));
      if (user.mustChangePassword && user.firstConnectComplete)
        pair.password_reset_key = accounts.createResetKey(user.id);
      return pair;
    });
    this.on('POST', '/api/token/refresh', 'public', async (call) => {
      const { refresh_token } = texts(call.body, ['refresh_token'] as const, 200);
      let reused = false;
      const consumed = (() => {
        try {
          return accounts.consumeRefreshToken(filled(refresh_token, 'refresh_token'), (owner) => {
            reused = true;
            const account = accounts.findById(owner);
            // Whoever presented it is unknown: no actor; the account whose session was revoked is the record.
            if (account) history.record(DEMO_ITSELF, accountEntry('refresh-token-reuse', account));
          });
        } catch (error) {
          if (reused && error instanceof ApiError) return refusedKeeping(error);
          throw error;
        }
      })();
      if (isAnswer(consumed)) return consumed;
      const { userId, familyId } = consumed;
      const user = accounts.findById(userId);
      if (!user) {
        accounts.revokeFamily(familyId);
        throw new ApiError(401, 1103, undefined, 'account disabled');
      }
      return issue(user, familyId);
    });
    this.on('POST', '/api/auth/logout', 'public', (call) => {
      const userId = accounts.revokeRefreshToken(texts(call.body, ['refresh_token'] as const, 200).refresh_token);
      const user = userId === undefined ? undefined : accounts.findById(userId);
      if (user) history.record(user, accountEntry('sign-out', user));
      return ok(204);
    });
    const requestReset = (field: 'email' | 'login') => (call: Call) => {
      const value = filled(texts(call.body, [field])[field], field);
      const user = field === 'email' ? accounts.findByEmail(value) : accounts.findByLogin(value);
      if (user) accounts.mailResetLink(user);
      return {};
    };
    this.on('POST', '/api/auth/reinit-password/request', 'public', requestReset('email'));
    this.on('POST', '/api/users/password-reset-request', 'public', requestReset('login'));
    const validateReset = async (call: Call) => {
      const { key, password } = texts(call.body, ['key', 'password'] as const, 200);
      const usable = accounts.usableResetKey(filled(key, 'key'));
      if (usable.problem === 'invalid') throw invalid('key', 'unknown or already used key');
      if (usable.problem === 'expired') throw new ApiError(401, 1103, undefined, 'reset key expired');
      assertPasswordRule(password);
      const user = accounts.findById(usable.row.userId);
      if (!user) throw invalid('key', 'unknown or already used key');
      usable.row.used = true;
      await accounts.setPassword(user, password, { firstConnectComplete: true, mustChangePassword: false });
      history.record(user, accountEntry('password-reset', user));
      return issue(user);
    };
    this.on('POST', '/api/auth/reinit-password/validate', 'public', validateReset);
    this.on('POST', '/api/users/password-reset', 'public', validateReset);
  }

  private userRoutes(): void {
    const accounts = this.accounts;
    const history = this.history;
    const accountCatalogue = accountCatalogues(this.models.values());
    const store = this.catalogue;
    const selfOrAdmin = (call: Call, raw: string) => {
      const id = idOf(raw);
      if (call.claims?.sub !== String(id) && !hasAdminRole(call.claims)) throw wrongRole();
      return accounts.existing(id);
    };
    const recordOrNull = (resource: string, id: number): Json | null => {
      try {
        return store.get(store.model(resource), id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    };
    const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isSafeInteger) : []);
    const companyIdsOf = (user: UserRow): number[] => {
      if (user.type === 'practitioner')
        return [user.companyId ?? user.entityId].filter((id): id is number => id !== null);
      const resource = accountCatalogue.get(user.type);
      if (!resource || user.entityId === null) return [];
      return idsIn(recordOrNull(resource, user.entityId)?.companyIds);
    };
    const summary = (user: UserRow) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      isActive: user.isActive && user.firstConnectComplete,
      type: user.type,
    });
    const password = (call: Call) => texts(call.body, ['password'] as const, 200).password;

    this.on('GET', '/api/users/:id/companies', 'user', (call, [id]) =>
      companyIdsOf(selfOrAdmin(call, id))
        .map((companyId) => recordOrNull('companies', companyId))
        .filter((company) => company !== null),
    );
    this.on('PUT', '/api/users/:id/init-password', 'user', async (call, [id]) => {
      const user = selfOrAdmin(call, id);
      const ownFirstConnection = !user.firstConnectComplete || user.mustChangePassword;
      if (call.claims?.sub === String(user.id) && !ownFirstConnection && !hasAdminRole(call.claims))
        throw new ApiError(403, 1105, undefined, 'the password is already set: use the password reset');
      const chosen = password(call);
      assertPasswordRule(chosen);
      await accounts.setPassword(user, chosen, { firstConnectComplete: true, mustChangePassword: false });
      history.record(actorOf(call), accountEntry('init-password', user));
      return {};
    });
    this.on('PUT', '/api/users/:id/link-account', 'user', async (call, [id]) => {
      if (call.claims?.sub !== String(idOf(id))) throw wrongRole();
      const body = texts(call.body, ['login', 'password'] as const);
      if (!body.login.trim()) throw mandatory('login');
      if (!body.password) throw mandatory('password');
      const target = accounts.findByLogin(body.login);
      if (!(await accounts.passwordMatches(target, body.password)) || !target) throw badLogin();
      const user = accounts.existing(idOf(id));
      // The account it will sign in with, by its login: the password it was checked with is never recorded.
      history.record(
        actorOf(call),
        accountEntry('link-account', user, [{ field: 'login', before: user.login, after: target.login }]),
      );
      return { login: target.login, password: body.password };
    });
    this.on('POST', '/api/users/:id/settings', 'user', (call, [id]) => {
      const user = selfOrAdmin(call, id);
      const { language } = texts(call.body, ['language'] as const);
      if (!(LANGUAGES as readonly string[]).includes(language)) throw invalid('language');
      if (language !== user.language)
        history.record(
          actorOf(call),
          accountEntry('settings', user, [{ field: 'language', before: user.language, after: language }]),
        );
      user.language = language;
      return { language };
    });
    this.on('PUT', '/api/users/:id/refresh-credentials', 'admin', async (call, [id]) => {
      const user = accounts.existing(idOf(id));
      await accounts.refreshCredentials(user.id);
      history.record(actorOf(call), accountEntry('refresh-credentials', user));
      return ok(204);
    });
    this.on('PUT', '/api/users/:id/password-reset-request', 'admin', (call, [id]) => {
      const user = accounts.existing(idOf(id));
      accounts.mailResetLink(user);
      history.record(actorOf(call), accountEntry('password-reset-request', user));
      return {};
    });
    this.on('POST', '/api/users/:id/password-reset-password', 'admin', async (call, [id]) => {
      const user = accounts.existing(idOf(id));
      const chosen = password(call);
      assertPasswordRule(chosen);
      await accounts.setPassword(user, chosen);
      history.record(actorOf(call), accountEntry('password-set', user));
      return {};
    });
    this.on('GET', '/api/companies/:id/user-companies', 'admin', (_, [raw]) => {
      const id = idOf(raw);
      if (!recordOrNull('companies', id)) throw notFound('companies');
      const linked = ['userThirdParties', 'alignerCompanies']
        .filter((name) => this.models.has(name))
        .flatMap((name) => store.activeRows(name))
        .filter((row) => idsIn(row.data.companyIds).includes(id))
        .map((row) => row.id);
      return accounts.usersOfEntities([id, ...linked]).map(summary);
    });
    this.on('GET', '/api/company-aligners/:id/user-companies', 'admin', (_, [raw]) => {
      const id = idOf(raw);
      const record = recordOrNull('alignerCompanies', id);
      if (!record) throw notFound('alignerCompanies');
      return accounts.usersOfEntities([id, ...idsIn(record.companyIds)]).map(summary);
    });
  }

  private errorReportRoutes(): void {
    this.on('POST', '/api/error-reports', 'public', (call) => {
      const now = Date.now();
      this.reportTimes = this.reportTimes.filter((t) => t > now - 60_000);
      if (this.reportTimes.length >= REPORTS_PER_MINUTE)
        throw tooManyAttempts(Math.max(1, Math.ceil((this.reportTimes[0] + 60_000 - now) / 1000)));
      this.reportTimes.push(now);
      if (JSON.stringify(call.body ?? '').length > REPORT_BODY_LIMIT)
        throw new ApiError(413, 1203, undefined, 'body too large');
      const parsed = reportSchema.safeParse(call.body);
      if (!parsed.success)
        throw invalid(String(parsed.error.issues[0]?.path[0] ?? '') || undefined, 'invalid error report');
      const report = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined && v !== null));
      if (Object.keys(report).length === 0) throw mandatory('details');
      const claims = this.accounts.optionalClaims(call.headers.get('authorization'));
      const id = this.state.nextReportId++;
      this.state.errorReports.push({
        ...report,
        id,
        userId: claims && /^\d{1,9}$/.test(claims.sub) ? Number(claims.sub) : null,
        createdAt: nowIso(),
      });
      return ok(201, { id });
    });
    this.on('GET', '/api/error-reports', 'admin', (call) => {
      const read = (name: string, fallback: number) => {
        const raw = call.query[name];
        if (raw === undefined) return fallback;
        if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw invalid(name);
        return Number(raw);
      };
      const page = read('page', 1);
      const itemsPerPage = Math.min(read('itemsPerPage', 100), 1000);
      return [...this.state.errorReports].reverse().slice((page - 1) * itemsPerPage, page * itemsPerPage);
    });
  }

  private aliasRoutes(): void {
    const store = this.catalogue;
    const model = (name: string) => this.models.get(name);
    const attributes = model('attributes');
    const fields = model('fields');
    const panels = model('examPanelTypes');
    const listQuery = (target: ResourceModel, call: Call) => {
      const parsed = parseListQuery(target, call.query);
      if (!parsed.ok) throw invalid(parsed.field, parsed.message);
      return parsed.query;
    };
    for (const listed of this.models.values())
      for (const { path, fixed } of viewListCalls(listed))
        this.on('GET', `/api/${listed.api}/${path}`, 'admin', (call) =>
          store.list(listed, withFixedValues(listQuery(listed, call), fixed), languageOf(call.headers)),
        );
    if (attributes && fields && panels)
      this.on('GET', `/api/${attributes.api}/:id/${panels.api}`, 'admin', (call, [raw]) => {
        const attributeId = idOf(raw);
        const query = listQuery(panels, call);
        store.findRow(attributes, attributeId);
        const bound = store.list(fields, withFilter(EVERY_RECORD, 'attributeId', [String(attributeId)]));
        const panelIds = [...new Set(bound.map((field) => String(field.examPanelTypeId)))];
        return store.list(panels, withFilter(query, 'id', panelIds), languageOf(call.headers));
      });
    const childPath = Object.entries(panels?.children ?? {}).find(([, child]) => child.model === 'fields')?.[0];
    if (panels && fields && childPath) {
      this.on('GET', '/api/components/:id/fields', 'admin', (_, [raw]) => store.children(panels, idOf(raw), childPath));
      this.on('POST', '/api/components/:id/fields', 'admin', async (call, [raw]) => {
        const panelId = idOf(raw);
        const parsed = componentFields.safeParse(call.body);
        if (!parsed.success)
          throw invalid(String(parsed.error.issues[0]?.path[1] ?? 'fields'), 'an array of fields is expected');
        const ordered = orderedComponentFields(parsed.data, panelId);
        store.findRow(panels, panelId);
        const current = new Set(store.children(panels, panelId, childPath).map((field) => field.id as number));
        const actor = actorOf(call);
        await replaceComponentFields(ordered, current, {
          update: async (id, item) => store.update(fields, id, item, actor),
          create: (item) => store.create(fields, item, actor),
          remove: async (id) => store.remove(fields, id, actor),
        });
        return store.children(panels, panelId, childPath);
      });
    }
    this.on('GET', '/api/exam-panels/:id/attribute-values', 'admin', (call, [raw]) => {
      idOf(raw);
      checkAttributeValuesQuery(call.query);
      throw notFound('exam panel (patient records are not stored by this back-office)');
    });
  }

  private overlayRoutes(): void {
    const model = this.models.get('imageOverlays');
    if (!model) return;
    const store = this.catalogue;
    this.on('POST', `/api/${model.api}`, 'admin', async (call) => {
      if (!call.form) throw invalid('file', 'multipart/form-data with a file part is expected');
      const input = call.form.get('input');
      if (input !== null) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(typeof input === 'string' ? input || '{}' : await input.text());
        } catch {
          throw invalid('input', 'input must be a JSON object');
        }
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
          throw invalid('input', 'input must be a JSON object');
      }
      const file = call.form.get('file');
      if (!file || typeof file === 'string') throw mandatory('file');
      const image = store.imageOf(new Uint8Array(await file.arrayBuffer()), file.name, 'file');
      const fileId = this.state.nextFileId++;
      this.state.files.push({
        id: fileId,
        originalName: image.name,
        mimeType: image.mimeType,
        dataUrl: image.dataUrl,
        deletedAt: null,
      });
      const record = store.createInternal(
        model,
        { originalName: image.name, mimeType: image.mimeType, fileId },
        (id) => ({
          thumbnail: `/api/${model.api}/${id}/download`,
        }),
        actorOf(call),
        file.size,
      );
      return ok(201, { id: record.id, originalName: record.originalName, thumbnail: record.thumbnail });
    });
    this.on('GET', `/api/${model.api}/:id/download`, 'admin', async (_, [raw]) => {
      const record = store.get(model, idOf(raw));
      const file = this.state.files.find((f) => f.id === record.fileId && f.deletedAt === null);
      if (!file) throw notFound('file');
      const blob = await (await fetchDataUrl(file.dataUrl)).blob();
      return { status: 200, blob: new Blob([blob], { type: file.mimeType }) };
    });
  }
}

const badLogin = () => new ApiError(401, 1100, undefined, 'bad credentials');

/** A `data:` URL's bytes as a Response (no network: decoded here). */
async function fetchDataUrl(dataUrl: string): Promise<Response> {
  const [, meta, payload] = /^data:([^,]*),(.*)$/s.exec(dataUrl) ?? [];
  const binary = atob(payload ?? '');
  return new Response(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    {
      headers: { 'content-type': (meta ?? '').replace(/;base64$/, '') },
    },
  );
}
