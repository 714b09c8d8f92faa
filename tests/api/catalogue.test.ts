import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('catalogue CRUD on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('creates, reads, lists, updates and deletes a document category', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/document-categories',
      payload: { keyName: 'photos', label: tr('Photos', 'Photos') },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const list = await t.call({ method: 'GET', url: '/api/document-categories' });
    expect(list.json()).toHaveLength(1);
    const updated = await t.call({
      method: 'PUT',
      url: `/api/document-categories/${id}`,
      payload: { keyName: 'photos', label: tr('Clichés', 'Shots') },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().label[0].value).toBe('Clichés');
    const deleted = await t.call({ method: 'DELETE', url: `/api/document-categories/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: `/api/document-categories/${id}` })).statusCode).toBe(404);
  });
});
