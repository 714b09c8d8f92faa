/**
 * One contract, run twice: the console's own dataProvider and authProvider, first over HTTP against the
 * API server on a fresh database, then over the demo API answering in the tab (src/demo). The same calls
 * must give the same answers: records, error codes, paging, ordering, sessions. Each step asserts what
 * a caller sees, and the two transcripts must be equal.
 */

import type { AddressInfo } from 'node:net';
import type { HttpError } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../lib/history';
import { SERVER } from '../../server/history/entries';
import { DemoApi } from '../../src/demo/api/demoApi';
import { demoFetch } from '../../src/demo/installDemo';
import { allModels } from '../../src/modelRegistry';
import { createAuthProvider } from '../../src/providers/authProvider';
import { type AppDataProvider, createDataProvider } from '../../src/providers/dataProvider';
import type { ActivityFilter } from '../../src/providers/historyCalls';
import { createHttpClient, type HttpClient } from '../../src/providers/httpClient';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, type TestApp } from './testApp';

/**
 * Access tokens expire after this many seconds in both runs, so the suite sees a refresh happen. The console
 * refreshes a token once its `exp` second has come (docs/product-rules.md, "Constants"), so a call sent in its last second can arrive
 * late on a loaded machine: a few seconds keep the other steps clear of that edge.
 */
const ACCESS_TTL = 5;
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** The browser globals the console's providers read (token storage, error reports' page address). */
function browserGlobals() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('window', { location: { href: 'http://console.test/#/home' }, sessionStorage: storage });
  return storage;
}

interface Backend {
  apiUrl: string;
  close(): Promise<void>;
}

/**
 * Older data both backends start with: a protocol whose description was never translated, as the demo data holds
 * one (no client's write can store a set missing a language; docs/translation.md).
 */
const OLDER_PROTOCOL = {
  label: [
    { language: 'fr', value: 'Contention ancienne' },
    { language: 'en', value: 'Older retention' },
  ],
  description: [
    { language: 'fr', value: 'Décrite en français seulement' },
    { language: 'en', value: '' },
  ],
};

async function serverBackend(database: 'sqlite' | 'postgres'): Promise<Backend> {
  const test: TestApp = await createTestApp(database, { env: { ACCESS_TOKEN_TTL: String(ACCESS_TTL) } });
  await test.app.store.create(test.app.store.model('protocols'), OLDER_PROTOCOL, undefined, SERVER, {
    languagesMayMiss: true,
  });
  // The console sends its error reports without waiting for them: they are answered before the server stops.
  let answering = 0;
  test.app.server.on('request', (_request, response) => {
    answering += 1;
    response.on('close', () => {
      answering -= 1;
    });
  });
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = test.app.server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    close: async () => {
      await vi.waitFor(() => expect(answering).toBe(0), { timeout: 10_000 });
      await test.close();
    },
  };
}

async function demoBackend(): Promise<Backend> {
  const api = await DemoApi.open({
    models: allModels,
    admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    lifetimes: { accessTtl: ACCESS_TTL },
    seeds: new Map([['protocols', [{ data: OLDER_PROTOCOL }]]]),
  });
  const apiUrl = 'http://demo.test/api';
  // The demo logs each call it answers at the browser's verbose level, which browser tests follow: kept out of the
  // test's output, and checked.
  const logged = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    demoFetch(api, apiUrl, () => Promise.reject(new Error('no network in the demo'))),
  );
  return {
    apiUrl,
    close: async () => {
      vi.unstubAllGlobals();
      expect(logged).toHaveBeenCalledWith(`[demo-api] POST ${apiUrl}/auth/token`);
      logged.mockRestore();
    },
  };
}

/** What a failed call shows its caller. */
async function failure(call: Promise<unknown>) {
  const error = (await call.then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  )) as HttpError & { body: Record<string, unknown> };
  return { status: error.status, code: error.body?.error_code, field: error.body?.error_field };
}

const transcripts: Record<string, unknown[]> = {};
const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

function contract(name: string, open: () => Promise<Backend>) {
  describe(`provider contract: ${name}`, () => {
    let backend: Backend;
    let http: HttpClient;
    let data: AppDataProvider;
    let auth: ReturnType<typeof createAuthProvider>;
    let storage: ReturnType<typeof browserGlobals>;
    const seen: unknown[] = [];
    const record = <T>(value: T): T => {
      seen.push(structuredClone(value));
      return value;
    };
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      storage = browserGlobals();
      backend = await open();
      http = createHttpClient(backend.apiUrl);
      data = createDataProvider(backend.apiUrl, { http });
      auth = createAuthProvider(backend.apiUrl, http);
      transcripts[name] = seen;
    });
    afterAll(async () => {
      await backend.close();
      vi.unstubAllGlobals();
    });

    it('refuses a wrong password (401 / 1100) and signs the administrator in', async () => {
      expect(record(await failure(auth.login({ username: ADMIN_EMAIL, password: 'Wrong-Passw0rd!' })))).toEqual({
        status: 401,
        code: 1100,
        field: undefined,
      });
      await expect(auth.login({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD })).resolves.toBeUndefined();
      await expect(auth.checkAuth()).resolves.toBeUndefined();
      expect(record(await auth.getIdentity())).toEqual({ id: '1', fullName: ADMIN_EMAIL });
    });

    it('creates records, refuses duplicate keys and missing labels', async () => {
      const photos = await data.create('actCategories', { data: { label: tr('Photos', 'Photos'), keyName: 'photos' } });
      expect(record(photos.data)).toMatchObject({
        id: expect.any(Number),
        keyName: 'photos',
        displayOrder: 0,
        parentCategoryId: null,
      });
      ids.photos = photos.data.id as number;
      ids.eclairage = (
        await data.create('actCategories', { data: { label: tr('Éclairage', 'Lighting'), keyName: 'eclairage' } })
      ).data.id as number;
      ids.sub = (
        await data.create('actSubCategories', {
          data: { label: tr('Détail', 'Detail'), keyName: 'detail', parentCategoryId: ids.photos },
        })
      ).data.id as number;
      expect(
        record(
          await failure(data.create('actCategories', { data: { label: tr('Autre', 'Other'), keyName: 'PHOTOS' } })),
        ),
      ).toEqual({ status: 409, code: 1201, field: 'keyName' });
      expect(record(await failure(data.create('actCategories', { data: { keyName: 'nolabel' } })))).toEqual({
        status: 400,
        code: 1202,
        field: 'label',
      });
      expect(
        record(
          await failure(
            data.create('actCategories', {
              data: { label: tr('Orphelin', 'Orphan'), keyName: 'orphan', parentCategoryId: 999 },
            }),
          ),
        ),
      ).toMatchObject({ status: 400, code: 1203, field: 'parentCategoryId' });
      expect(
        record(
          await failure(data.create('actCategories', { data: { label: tr('Nul\u0000', 'Nul'), keyName: 'nul' } })),
        ),
      ).toEqual({ status: 400, code: 1203, field: 'label' });
    });

    it('lists with view filters, search, sort and partial paging', async () => {
      const all = await data.getList('actCategories', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'label', order: 'DESC' },
        filter: {},
      });
      expect(record(all.data.map((c) => c.keyName))).toEqual(['photos', 'eclairage']);
      expect(all.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: false });
      const search = await data.getList('actCategories', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'ECLAIR' },
      });
      expect(record(search.data.map((c) => c.keyName))).toEqual(['eclairage']);
      const second = await data.getList('actCategories', {
        pagination: { page: 2, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(record(second.data.map((c) => c.id))).toEqual([ids.eclairage]);
      expect(second.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: true });
      const subs = await data.getList('actSubCategories', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(record(subs.data)).toMatchObject([{ id: ids.sub, parentCategory: { id: ids.photos, keyName: 'photos' } }]);
      expect(
        record((await data.getMany('actCategories', { ids: [ids.sub, ids.photos] })).data.map((c) => c.id)),
      ).toEqual([ids.photos, ids.sub]);
      expect(record(await failure(http.request('/act-categories?order[nope]=asc')))).toEqual({
        status: 400,
        code: 1203,
        field: 'order[nope]',
      });
    });

    it('embeds references and children, and refuses deleting a referenced record (409 / 1104)', async () => {
      const type = await data.create('actTypes', {
        data: { label: tr('Cliché', 'Shot'), keyName: 'shot', categoryId: ids.photos },
      });
      expect(record(type.data)).toMatchObject({
        categoryId: ids.photos,
        category: { id: ids.photos, keyName: 'photos' },
      });
      const photos = await data.getOne('actCategories', { id: ids.photos });
      expect(record(photos.data)).toMatchObject({
        subCategories: [{ id: ids.sub }],
        actTypes: [{ id: type.data.id, keyName: 'shot' }],
      });
      expect(record(await failure(data.delete('actCategories', { id: ids.photos })))).toEqual({
        status: 409,
        code: 1104,
        field: undefined,
      });
      await data.delete('actCategories', { id: ids.eclairage });
      expect(record(await failure(data.getOne('actCategories', { id: ids.eclairage })))).toEqual({
        status: 404,
        code: 1200,
        field: undefined,
      });
    });

    it('refuses a save made on a stale version (409 / 1204) naming the fields changed meanwhile', async () => {
      const read = await data.getOne('actCategories', { id: ids.photos });
      const first = await data.update('actCategories', {
        id: ids.photos,
        data: { ...read.data, label: tr('Photos cliniques', 'Clinical photos') },
        previousData: read.data,
      });
      expect(record(first.data._etag)).not.toEqual(read.data._etag);
      const stale = await failure(
        data.update('actCategories', {
          id: ids.photos,
          data: { ...read.data, keyName: 'photos-2' },
          previousData: read.data,
        }),
      );
      expect(record(stale)).toEqual({ status: 409, code: 1204, field: undefined });
      const body = await http
        .request(`/act-categories/${ids.photos}`, {
          method: 'PUT',
          body: { ...read.data, _etag: undefined },
          headers: { 'If-Match': String(read.data._etag) },
        })
        .then(
          () => expect.fail('the call should have failed'),
          (error: { body: Record<string, unknown> }) => error.body,
        );
      expect(record(body.changed_fields)).toEqual(['label']);
    });

    it('moves a record among its siblings and renumbers them densely', async () => {
      const second = await data.create('actCategories', { data: { label: tr('Vidéo', 'Video'), keyName: 'video' } });
      const third = await data.create('actCategories', { data: { label: tr('Scan', 'Scan'), keyName: 'scan' } });
      ids.scan = third.data.id as number;
      const moved = await data.reorder('actCategories', { id: third.data.id, displayOrder: 0 });
      expect(record(moved.data)).toEqual([
        { id: third.data.id, displayOrder: 0 },
        { id: ids.photos, displayOrder: 1 },
        { id: second.data.id, displayOrder: 2 },
      ]);
      const listed = await data.getList('actCategories', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'displayOrder', order: 'ASC' },
        filter: {},
      });
      expect(record(listed.data.map((c) => c.keyName))).toEqual(['scan', 'photos', 'video']);
      expect(record(await failure(data.reorder('actCategories', { id: third.data.id, displayOrder: -1 })))).toEqual({
        status: 400,
        code: 1203,
        field: 'displayOrder',
      });
    });

    it('creates practices with their accounts; e-mails are unique; edits wait for activation', async () => {
      const practice = {
        name: 'Cabinet Azur',
        mainUserEmail: 'Azur@Example.com',
        mainUserFirstName: 'Alice',
        mainUserLastName: 'Martin',
      };
      const created = await data.create('companies', { data: practice });
      expect(record(created.data)).toMatchObject({ name: 'Cabinet Azur', mainUserIsActive: false, mainUserId: 2 });
      expect(
        record(await failure(data.create('companies', { data: { ...practice, mainUserEmail: 'azur@example.COM' } }))),
      ).toEqual({ status: 409, code: 1201, field: 'mainUserEmail' });
      expect(
        record(await failure(data.create('companies', { data: { ...practice, mainUserEmail: ADMIN_EMAIL } }))),
      ).toEqual({ status: 409, code: 1201, field: 'mainUserEmail' });
      expect(
        record(
          await failure(
            data.update('companies', {
              id: created.data.id,
              data: { ...created.data, name: 'Autre' },
              previousData: created.data,
            }),
          ),
        ),
      ).toEqual({ status: 403, code: 1105, field: undefined });
      expect(record((await data.userCompanies('companies', created.data.id)).data)).toEqual([
        {
          id: 2,
          email: 'azur@example.com',
          firstName: 'Alice',
          lastName: 'Martin',
          isActive: false,
          type: 'practitioner',
        },
      ]);
      await expect(data.refreshCredentials(2)).resolves.toBeDefined();
    });

    it("saves an exam's form fields in order and reads them back", async () => {
      const category = await data.create('examCategories', {
        data: { label: tr('Visage', 'Face'), keyName: 'face', examType: 'clinical' },
      });
      const exam = await data.create('examsClinical', {
        data: { label: tr('Profil', 'Profile'), keyName: 'profile', categoryId: category.data.id },
      });
      expect(record(exam.data)).toMatchObject({ examType: 'clinical', fields: [] });
      const saved = await data.saveExamForm(exam.data.id, [
        { label: tr('Nez', 'Nose'), type: 'text', required: false, displayOrder: 1 },
        { label: tr('Menton', 'Chin'), type: 'text', required: true, displayOrder: 0 },
      ]);
      expect(record(saved.data.map((f) => [f.label[1].value, f.displayOrder]))).toEqual([
        ['Chin', 0],
        ['Nose', 1],
      ]);
      const read = await data.getExamForm(exam.data.id);
      expect(record(read.data.map((f) => f.id))).toEqual(saved.data.map((f) => f.id));
      expect(
        record(
          await failure(
            data.saveExamForm(exam.data.id, [{ label: [], type: 'text', required: false, displayOrder: 0 }]),
          ),
        ),
      ).toMatchObject({ status: 400, code: 1202, field: 'label' });
      expect(record((await data.getExamForm(exam.data.id)).data.length)).toBe(2);
    });

    it('uploads an overlay image and downloads its bytes; refuses what is not an image', async () => {
      const uploaded = await data.uploadImageOverlay(new File([PNG], 'grid.png', { type: 'image/png' }));
      expect(record(uploaded.data)).toEqual({
        id: expect.any(Number),
        originalName: 'grid.png',
        thumbnail: `/api/image-overlays/${uploaded.data.id}/download`,
      });
      const blob = await data.downloadImageOverlay(uploaded.data.id);
      expect(record([blob.type, [...new Uint8Array(await blob.arrayBuffer())]])).toEqual(['image/png', [...PNG]]);
      expect(
        record(await failure(data.uploadImageOverlay(new File(['not an image'], 'grid.png', { type: 'image/png' })))),
      ).toEqual({ status: 400, code: 1203, field: 'file' });
    });

    it('keeps ordered relations with roles', async () => {
      const docCategory = await data.create('documentCategories', {
        data: { label: tr('Photos', 'Photos'), keyName: 'photos' },
      });
      const doc = await data.create('documentTypes', {
        data: { label: tr('Face', 'Front'), keyName: 'front', categoryId: docCategory.data.id },
      });
      const scenario = await data.create('scenarios', { data: { label: tr('Bilan', 'Check-up'), keyName: 'checkup' } });
      const set = await data.setRelation('scenarios', {
        id: scenario.data.id,
        relation: 'document-types',
        items: [{ id: doc.data.id, role: 'reference' }],
      });
      expect(record(set.data)).toMatchObject([
        { id: doc.data.id, role: 'reference', displayOrder: 0, keyName: 'front' },
      ]);
      expect(
        record(
          await failure(
            data.setRelation('scenarios', { id: scenario.data.id, relation: 'document-types', items: [{ id: 9999 }] }),
          ),
        ),
      ).toMatchObject({ status: 400, code: 1203, field: 'documents' });
      expect(record(await failure(data.delete('documentTypes', { id: doc.data.id })))).toMatchObject({ code: 1104 });
      const counts = await http.request<Record<string, number>>('/counts');
      expect(record([counts.actCategories, counts.actSubCategories, counts.scenarios, counts.examsClinical])).toEqual([
        3, 1, 1, 1,
      ]);
    });

    it('lists and counts the records missing a language, with search and paging; refuses the filter elsewhere', async () => {
      await data.create('protocols', { data: { label: tr('Contention complète', 'Complete retention') } });
      const names = (result: { data: Array<Record<string, unknown>> }) =>
        result.data.map((r) => (r.label as Array<{ value: string }>).map((t) => t.value).join(' / '));
      const page = { page: 1, perPage: 100 };
      const sort = { field: 'id', order: 'ASC' as const };
      const missing = await data.getList('protocols', { pagination: page, sort, filter: { missingTranslation: true } });
      const complete = await data.getList('protocols', {
        pagination: page,
        sort,
        filter: { missingTranslation: false },
      });
      const searched = await data.getList('protocols', {
        pagination: { page: 1, perPage: 1 },
        sort,
        filter: { missingTranslation: true, q: 'ancienne' },
      });
      expect(record([names(missing), names(complete), names(searched)])).toEqual([
        ['Contention ancienne / Older retention'],
        ['Contention complète / Complete retention'],
        ['Contention ancienne / Older retention'],
      ]);
      const counts = await http.request<Record<string, number>>('/counts?missingTranslation=1');
      expect(record([counts.protocols, counts.actCategories, counts.companies, counts.notificationTypes])).toEqual([
        1,
        0,
        undefined,
        undefined,
      ]);
      expect(
        record(
          await failure(data.getList('companies', { pagination: page, sort, filter: { missingTranslation: true } })),
        ),
      ).toEqual({ status: 400, code: 1203, field: 'missingTranslation' });
      expect(record(await failure(http.request('/counts?missingTranslation=maybe')))).toEqual({
        status: 400,
        code: 1203,
        field: 'missingTranslation',
      });
    });

    it('records the history of each write, pages and filters it, and reverts to a revision (docs/history.md)', async () => {
      const summary = (entry: HistoryEntry) => ({
        action: entry.action,
        actorEmail: entry.actorEmail,
        catalogue: entry.catalogue,
        label: entry.label,
        changes: entry.changes,
      });
      const revisions = async (resource: string, id: number, page = 1, perPage = 10) =>
        (await data.getRevisions(resource, { id, page, perPage })).data;
      const created = await data.create('actCategories', {
        data: { label: tr('Historique', 'History'), keyName: 'hist' },
      });
      const id = created.data.id as number;
      const read = await data.getOne('actCategories', { id });
      const relabelled = await data.update('actCategories', {
        id,
        data: { ...read.data, label: tr('Historique', 'Log') },
        previousData: read.data,
      });
      await data.update('actCategories', {
        id,
        data: { ...relabelled.data, keyName: 'hist-2' },
        previousData: relabelled.data,
      });
      const [keyChange, labelChange, creation] = await revisions('actCategories', id);
      expect(record([keyChange, labelChange, creation].map(summary))).toMatchObject([
        {
          action: 'update',
          actorEmail: ADMIN_EMAIL,
          catalogue: 'actCategories',
          changes: [{ field: 'keyName', before: 'hist', after: 'hist-2' }],
        },
        { action: 'update', changes: [{ field: 'label', language: 'en', before: 'History', after: 'Log' }] },
        { action: 'create', label: tr('Historique', 'History') },
      ]);
      const secondPage = await data.getRevisions('actCategories', { id, page: 2, perPage: 2 });
      // Entry ids are the database's own (PostgreSQL's sequence skips those of refused writes): compared, not recorded.
      expect(record([secondPage.data.map((entry) => entry.id === creation.id), secondPage.hasNextPage])).toEqual([
        [true],
        false,
      ]);

      // Back to the record as created: a new `revert` entry naming what it changed, and the record's new version.
      const reverted = await data.revertRecord('actCategories', { id, revisionId: creation.id });
      expect(record(reverted.data)).toMatchObject({ keyName: 'hist', label: tr('Historique', 'History') });
      expect(reverted.data._etag).not.toEqual(read.data._etag);
      const [revert] = await revisions('actCategories', id);
      expect(record([summary(revert), revert.revertedTo === creation.id])).toEqual([
        {
          action: 'revert',
          actorEmail: ADMIN_EMAIL,
          catalogue: 'actCategories',
          label: tr('Historique', 'History'),
          changes: [
            { field: 'label', language: 'en', before: 'Log', after: 'History' },
            { field: 'keyName', before: 'hist-2', after: 'hist' },
          ],
        },
        true,
      ]);
      // Refused as an update would be: the key name of that version has been taken since.
      await data.create('actCategories', { data: { label: tr('Autre clé', 'Other key'), keyName: 'hist-2' } });
      expect(record(await failure(data.revertRecord('actCategories', { id, revisionId: keyChange.id })))).toEqual({
        status: 409,
        code: 1201,
        field: 'keyName',
      });
      expect(
        record(await failure(data.revertRecord('actCategories', { id: ids.photos, revisionId: creation.id }))),
      ).toEqual({ status: 404, code: 1200, field: undefined });
      expect(
        record(await failure(data.getRevisions('actCategories', { id: 999999, page: 1, perPage: 10 }))),
      ).toMatchObject({ status: 404, code: 1200 });

      // A deleted record keeps its history; moves and relation lists are recorded too.
      expect(record((await revisions('actCategories', ids.eclairage)).map((entry) => entry.action))).toEqual([
        'delete',
        'create',
      ]);
      expect(record((await revisions('actCategories', ids.scan)).map(summary))).toMatchObject([
        { action: 'move', changes: [{ field: 'displayOrder', before: 2, after: 0 }] },
        { action: 'create' },
      ]);

      // The feed: filtered by record, catalogue and action; the failed sign-in names the login tried.
      const feed = async (filter: ActivityFilter, perPage = 50) =>
        (await data.getActivity({ filter, page: 1, perPage })).data;
      expect(record((await feed({ catalogue: 'actCategories', record: id })).map((e) => e.action))).toEqual([
        'revert',
        'update',
        'update',
        'create',
      ]);
      expect(record((await feed({ action: 'sign-in-failed' })).map(summary))).toEqual([
        {
          action: 'sign-in-failed',
          actorEmail: null,
          catalogue: null,
          label: ADMIN_EMAIL,
          changes: [{ field: 'login', before: null, after: ADMIN_EMAIL }],
        },
      ]);
      expect(record((await feed({ action: 'sign-in' })).map((entry) => [entry.actorEmail, entry.label]))).toEqual([
        [ADMIN_EMAIL, ADMIN_EMAIL],
      ]);
      const relations = await feed({ catalogue: 'scenarios', action: 'relation' });
      expect(record(relations.map(summary))).toMatchObject([
        { action: 'relation', changes: [{ field: 'documents', before: [], after: [{ role: 'reference' }] }] },
      ]);
      expect(record(await failure(http.request('/activity?action=nope')))).toEqual({
        status: 400,
        code: 1203,
        field: 'action',
      });
      expect(record(await failure(http.request('/activity?from=2026-01-02&to=2026-01-01')))).toEqual({
        status: 400,
        code: 1203,
        field: 'to',
      });
    });

    it('names the dependents of a refused delete, deletes and changes in bulk, lists the trash and restores', async () => {
      const objectives = await data.create('objectiveCategories', {
        data: { label: tr('Objectifs', 'Objectives'), keyName: 'objectives' },
      });
      const spare = await data.create('objectiveCategories', {
        data: { label: tr('Réserve', 'Spare'), keyName: 'spare' },
      });
      const old = await data.create('objectiveCategories', { data: { label: tr('Ancien', 'Old'), keyName: 'old' } });
      const goal = await data.create('objectiveTypes', {
        data: { label: tr('Alignement', 'Alignment'), keyName: 'alignment', categoryId: objectives.data.id },
      });
      const refusal = await data.delete('objectiveCategories', { id: objectives.data.id }).then(
        () => expect.fail('the delete should have been refused'),
        (error: { body: Record<string, unknown> }) => error.body,
      );
      expect(record({ references: refusal.references, total: refusal.referencesTotal })).toEqual({
        references: [{ resource: 'objectiveTypes', id: goal.data.id, label: tr('Alignement', 'Alignment') }],
        total: 1,
      });
      const deleted = await data.bulkDelete('objectiveCategories', [spare.data.id, objectives.data.id, old.data.id]);
      expect(record(deleted.data.done)).toEqual([spare.data.id, old.data.id]);
      expect(record(deleted.data.refused)).toMatchObject([
        {
          id: objectives.data.id,
          label: tr('Objectifs', 'Objectives'),
          error: { error_code: 1104, referencesTotal: 1 },
        },
      ]);
      const changed = await data.bulkUpdate(
        'objectiveTypes',
        [goal.data.id, 99999],
        'displayMode',
        'hidden_by_default',
      );
      expect(record(changed.data)).toMatchObject({
        done: [goal.data.id],
        refused: [{ id: 99999, label: null, error: { error_code: 1200 } }],
      });
      const trash = await data.getList('objectiveCategories', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'keyName', order: 'ASC' },
        filter: { trash: true },
      });
      expect(record(trash.data.map((c) => c.keyName))).toEqual(['old', 'spare']);
      expect(record((await data.matchingIds('objectiveCategories', { trash: true, q: 'spare' })).data)).toEqual({
        ids: [spare.data.id],
        total: 1,
      });
      expect(record((await data.matchingIds('objectiveCategories', { q: 'objectives' })).data)).toEqual({
        ids: [objectives.data.id],
        total: 1,
      });
      expect(record((await data.restore('objectiveCategories', spare.data.id)).data)).toMatchObject({
        keyName: 'spare',
      });
      await data.create('objectiveCategories', { data: { label: tr('Nouvel ancien', 'New old'), keyName: 'OLD' } });
      const restored = await data.restoreMany('objectiveCategories', [old.data.id]);
      expect(record(restored.data)).toMatchObject({
        done: [],
        refused: [{ id: old.data.id, error: { error_code: 1201, error_field: 'keyName' } }],
      });
    });

    it('searches every catalogue: a whole key name first, accents aside, short queries answer nothing', async () => {
      const answer = await data.searchEverything({ q: 'PHOTOS' });
      expect(record(answer.items[0])).toEqual({
        resource: 'actCategories',
        view: 'actCategories',
        id: ids.photos,
        label: tr('Photos cliniques', 'Clinical photos'),
        keyName: 'photos',
        match: { field: 'keyName', language: null, text: 'photos', start: 0, end: 6, rank: 0 },
      });
      const partial = await data.searchEverything({ q: 'ETAI', limit: 5 });
      expect(
        record(partial.items.map((hit) => [hit.view, hit.id, hit.match.field, hit.match.text, hit.match.rank])),
      ).toEqual([['actSubCategories', ids.sub, 'label', 'Détail', 4]]);
      expect(record(await data.searchEverything({ q: 'e' }))).toEqual({ items: [] });
      expect(record(await failure(data.searchEverything({ q: 'e'.repeat(1001) })))).toEqual({
        status: 400,
        code: 1203,
        field: 'q',
      });
    });

    it('lists the records using a record, paged, and 404 for an unknown one', async () => {
      const used = await data.getUsedBy('actCategories', { id: ids.photos, page: 1, perPage: 1 });
      expect(record(used.total)).toBeGreaterThan(0);
      expect(record(used.items)).toHaveLength(1);
      expect(record(used.items[0])).toMatchObject({ resource: expect.any(String), view: expect.any(String) });
      expect(record(await failure(data.getUsedBy('actCategories', { id: 999999, page: 1, perPage: 5 })))).toEqual({
        status: 404,
        code: 1200,
        field: undefined,
      });
    });

    it('saves, lists, renames and deletes listing views, refuses bad names, and keeps column choices', async () => {
      const summary = ({ id: _id, createdAt: _c, updatedAt: _u, ...view }: Record<string, unknown>) => view;
      const saved = await data.createSavedView('actTypes', {
        name: 'Radio',
        filter: { q: 'radio' },
        sort: { field: 'keyName', order: 'DESC' },
        columns: ['label', 'keyName'],
      });
      expect(record(summary(saved as never))).toMatchObject({ name: 'Radio', owned: true, dropped: [] });
      await data.createSavedView('actTypes', { name: 'Autres' });
      expect(record((await data.getSavedViews('actTypes')).map((view) => view.name))).toEqual(['Autres', 'Radio']);
      expect(record(await failure(data.createSavedView('actTypes', { name: ' radio ' })))).toEqual({
        status: 409,
        code: 1201,
        field: 'name',
      });
      expect(record(await failure(data.createSavedView('actTypes', { name: '' })))).toMatchObject({ code: 1202 });
      expect(record(await failure(data.createSavedView('nowhere', { name: 'x' })))).toMatchObject({ code: 1203 });
      const renamed = await data.updateSavedView(saved.id, { name: 'Radiographies' });
      expect(record(summary(renamed as never))).toMatchObject({ name: 'Radiographies', filter: { q: 'radio' } });
      expect(record(summary((await data.getSavedView(saved.id)) as never))).toEqual(summary(renamed as never));
      await data.deleteSavedView(saved.id);
      expect(record(await failure(data.getSavedView(saved.id)))).toMatchObject({ status: 404, code: 1200 });
      expect(record(await data.getColumnChoice('actTypes'))).toEqual({ listing: 'actTypes', columns: null });
      expect(record(await data.setColumnChoice('actTypes', ['keyName']))).toEqual({
        listing: 'actTypes',
        columns: ['keyName'],
      });
      expect(record(await data.getColumnChoice('actTypes'))).toEqual({ listing: 'actTypes', columns: ['keyName'] });
      expect(record(await failure(data.setColumnChoice('actTypes', [])))).toMatchObject({ status: 400, code: 1203 });
    });

    it('answers "not supported" for translation and 404 for unknown ids', async () => {
      expect(
        record(
          await failure(
            http.request('/translation', { method: 'POST', body: { text: 'a', source: 'fr', target: 'en' } }),
          ),
        ),
      ).toEqual({ status: 501, code: 1004, field: undefined });
      expect(record(await failure(data.getOne('actTypes', { id: 123456 })))).toMatchObject({ status: 404, code: 1200 });
      expect(record(await failure(data.getOne('actTypes', { id: 'x1' })))).toMatchObject({ status: 404, code: 1200 });
    });

    it('refreshes an expired access token, revokes a reused refresh token and ends the session at logout', async () => {
      const before = storage.getItem('auth.token');
      const oldRefresh = storage.getItem('auth.refreshToken')!;
      await new Promise((resolve) => setTimeout(resolve, (ACCESS_TTL + 1) * 1000));
      await data.getList('actTypes', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(storage.getItem('auth.token')).not.toBe(before);
      expect(storage.getItem('auth.refreshToken')).not.toBe(oldRefresh);
      const reuse = http.request('/token/refresh', {
        method: 'POST',
        isPublic: true,
        body: { refresh_token: oldRefresh, brand: 1, type: 'admin' },
      });
      expect(record(await failure(reuse))).toEqual({ status: 401, code: 1103, field: undefined });
      await auth.logout();
      await expect(auth.checkAuth()).rejects.toMatchObject({ redirectTo: '/logout' });
    });
  });
}

for (const database of DATABASES) contract(`HTTP dataProvider, server on ${database}`, () => serverBackend(database));
contract('demo dataProvider in the browser tab', demoBackend);

describe('provider contract: both runs', () => {
  it('gave the same answers to the same calls', () => {
    const [first, ...others] = Object.values(transcripts);
    expect(first?.length).toBeGreaterThan(30);
    for (const other of others) expect(other).toEqual(first);
  });
});
