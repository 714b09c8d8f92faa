import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, create, documentType, expectError, ids } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('catalogue writes on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const post = (api: string, payload: unknown) =>
    t.call({ method: 'POST', url: `/api/${api}`, payload: payload as object });
  const count = async (api: string) => (await t.call({ method: 'GET', url: `/api/${api}` })).json().length;

  describe('soft delete', () => {
    it('hides a deleted item from the list and answers 404 for it', async () => {
      const cat = await category(t, 'to-delete');
      expect((await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` })).statusCode).toBe(204);
      expectError(await t.call({ method: 'GET', url: `/api/document-categories/${cat.id}` }), 404, 1200);
      expect(ids(await t.call({ method: 'GET', url: '/api/document-categories' }))).not.toContain(cat.id);
      expectError(await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` }), 404, 1200);
      expectError(
        await t.call({
          method: 'PUT',
          url: `/api/document-categories/${cat.id}`,
          payload: { keyName: 'x', label: tr('a', 'b') },
        }),
        404,
        1200,
      );
      const row = await t.app.db
        .selectFrom('entities')
        .select(['deleted_at', 'deleted_by'])
        .where('id', '=', cat.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      expect(row.deleted_by).toBe(1);
    });

    it('refuses to delete an item an active item references (409 / 1104), changing nothing', async () => {
      const cat = await category(t, 'referenced');
      const type = await documentType(t, 'child-type', cat.id);
      expectError(await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` }), 409, 1104);
      expect((await t.call({ method: 'GET', url: `/api/document-categories/${cat.id}` })).statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url: `/api/document-types/${type.id}` })).json().category).toMatchObject({
        id: cat.id,
      });

      await t.call({ method: 'DELETE', url: `/api/document-types/${type.id}` });
      expect((await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` })).statusCode).toBe(204);
    });

    it('lets a new item reuse the keyName of a deleted one', async () => {
      const first = await category(t, 'reused');
      await t.call({ method: 'DELETE', url: `/api/document-categories/${first.id}` });
      const second = await category(t, 'Reused');
      expect(second.id).not.toBe(first.id);
    });
  });

  describe('validation', () => {
    it('refuses a duplicate keyName, case-insensitively (409 / 1201 on keyName)', async () => {
      const cat = await category(t, 'unique-key');
      const before = await count('document-categories');
      expectError(
        await post('document-categories', { keyName: 'UNIQUE-key', label: tr('a', 'b') }),
        409,
        1201,
        'keyName',
      );
      expect(await count('document-categories')).toBe(before);
      const other = await category(t, 'other-key');
      expectError(
        await t.call({
          method: 'PUT',
          url: `/api/document-categories/${other.id}`,
          payload: { keyName: 'Unique-Key', label: tr('a', 'b') },
        }),
        409,
        1201,
        'keyName',
      );
      const same = await t.call({
        method: 'PUT',
        url: `/api/document-categories/${cat.id}`,
        payload: { keyName: 'UNIQUE-KEY', label: tr('a', 'b') },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().keyName).toBe('UNIQUE-KEY');
    });

    it('answers 409, never 500, to simultaneous creations of one keyName', async () => {
      const payload = { keyName: 'raced', label: tr('a', 'b') };
      const answers = await Promise.all(Array.from({ length: 6 }, () => post('document-categories', payload)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const r of answers.filter((a) => a.statusCode === 409)) expectError(r, 409, 1201, 'keyName');
    });

    it('answers 409, never 500, to simultaneous creations of one e-mail address', async () => {
      const payload = (n: number) => ({
        name: `Cabinet ${n}`,
        mainUserEmail: 'race@example.com',
        mainUserFirstName: 'A',
        mainUserLastName: 'B',
      });
      const answers = await Promise.all([1, 2, 3, 4].map((n) => post('companies', payload(n))));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      for (const r of answers.filter((a) => a.statusCode === 409)) expectError(r, 409, 1201, 'mainUserEmail');
    });

    it('refuses a missing or incomplete translation (400 / 1202 on label)', async () => {
      expectError(await post('document-categories', { keyName: 'no-label' }), 400, 1202, 'label');
      expectError(
        await post('document-categories', { keyName: 'fr-only', label: [{ language: 'fr', value: 'Seul' }] }),
        400,
        1202,
        'label',
      );
      expectError(
        await post('document-categories', { keyName: 'blank-en', label: tr('Texte', '  ') }),
        400,
        1202,
        'label',
      );
      expectError(await post('document-categories', { keyName: 'string-label', label: 'Photos' }), 400, 1203, 'label');
    });

    it('refuses a missing keyName (1202) or a malformed one (1203)', async () => {
      expectError(await post('document-categories', { label: tr('a', 'b') }), 400, 1202, 'keyName');
      expectError(
        await post('document-categories', { keyName: 'has space', label: tr('a', 'b') }),
        400,
        1203,
        'keyName',
      );
      expectError(
        await post('document-categories', { keyName: 'x'.repeat(101), label: tr('a', 'b') }),
        400,
        1203,
        'keyName',
      );
    });

    it('refuses an invalid enum value (400 / 1203)', async () => {
      const cat = await category(t, 'enum-cat');
      expectError(
        await post('document-types', {
          keyName: 'bad-enum',
          label: tr('a', 'b'),
          categoryId: cat.id,
          mediaType: 'hologram',
        }),
        400,
        1203,
        'mediaType',
      );
    });

    it('refuses an unknown or deleted reference id (400 / 1203)', async () => {
      expectError(
        await post('document-types', { keyName: 'orphan', label: tr('a', 'b'), categoryId: 999999 }),
        400,
        1203,
        'categoryId',
      );
      expectError(
        await post('document-types', { keyName: 'huge', label: tr('a', 'b'), categoryId: 99999999999 }),
        400,
        1203,
        'categoryId',
      );
      const gone = await category(t, 'gone');
      await t.call({ method: 'DELETE', url: `/api/document-categories/${gone.id}` });
      expectError(
        await post('document-types', { keyName: 'orphan', label: tr('a', 'b'), category: { id: gone.id } }),
        400,
        1203,
        'categoryId',
      );
      expectError(
        await post('document-types', { keyName: 'orphan', label: tr('a', 'b'), categoryId: 'three' }),
        400,
        1203,
        'categoryId',
      );
    });

    it('accepts a reference as <name>Id or as {id}, ignores unknown and read-only fields', async () => {
      const cat = await category(t, 'ref-forms');
      const type = await create(t, 'document-types', {
        id: 777,
        keyName: 'as-object',
        label: tr('a', 'b'),
        category: { id: cat.id },
        colour: 'red',
      });
      expect(type.id).not.toBe(777);
      expect(type.categoryId).toBe(cat.id);
      expect(type).not.toHaveProperty('colour');
      expect(type.category).toMatchObject({ id: cat.id, keyName: 'ref-forms' });
    });

    it('refuses malformed JSON and non-object bodies (400 / 1203)', async () => {
      const bad = await t.call({
        method: 'POST',
        url: '/api/document-categories',
        payload: '{"keyName": "x",',
        headers: { 'content-type': 'application/json' },
      });
      expectError(bad, 400, 1203);
      expectError(await post('document-categories', [{ keyName: 'x' }]), 400, 1203);
      const empty = await t.call({
        method: 'POST',
        url: '/api/document-categories',
        payload: '',
        headers: { 'content-type': 'application/json' },
      });
      expectError(empty, 400, 1203);
    });

    it('refuses an oversized body with 413 and the error body', async () => {
      const huge = JSON.stringify({ keyName: 'big', label: tr('x'.repeat(16 * 1024 * 1024), 'y') });
      const response = await t.call({
        method: 'POST',
        url: '/api/document-categories',
        payload: huge,
        headers: { 'content-type': 'application/json' },
      });
      expectError(response, 413, 1203);
    });
  });

  describe('unknown routes and ids', () => {
    it('answers 404 / 1200 for an unknown route under /api', async () => {
      expectError(await t.call({ method: 'GET', url: '/api/no-such-thing' }), 404, 1200);
      expectError(await t.call({ method: 'POST', url: '/api/document-categories/1/nothing', payload: {} }), 404, 1200);
      expectError(await t.call({ method: 'GET', url: '/api/no-such-thing', token: null }), 404, 1200);
    });

    it('answers 404 / 1200 for unknown, non-numeric and out-of-range ids', async () => {
      for (const id of ['424242', 'abc', '1.5', '-1', '0x10', '99999999999', '9'.repeat(40)]) {
        expectError(await t.call({ method: 'GET', url: `/api/document-categories/${id}` }), 404, 1200);
        expectError(await t.call({ method: 'DELETE', url: `/api/document-categories/${id}` }), 404, 1200);
      }
    });

    it('answers 404 for an id of another catalogue', async () => {
      const cat = await category(t, 'wrong-resource');
      expectError(await t.call({ method: 'GET', url: `/api/document-types/${cat.id}` }), 404, 1200);
    });
  });
});
