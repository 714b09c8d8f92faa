import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './testApp';

describe.each(DATABASES)('health and API description on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('answers the public health call', async () => {
    const response = await t.call({ method: 'GET', url: '/api/health', token: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes every catalogue call and the other calls at /api/docs', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs', token: null });
    expect(response.statusCode).toBe(200);
    const docs = response.json();
    expect(docs.openapi).toMatch(/^3\./);
    const paths = Object.keys(docs.paths);
    for (const model of t.app.models.all) {
      if (model.verbs.includes('list')) expect(paths).toContain(`/api/${model.api}`);
      if (model.verbs.includes('get')) expect(paths).toContain(`/api/${model.api}/{id}`);
      if (model.orderable) expect(paths).toContain(`/api/${model.api}/{id}/display-order`);
      for (const relation of Object.keys(model.relations ?? {}))
        expect(paths).toContain(`/api/${model.api}/{id}/${relation}`);
    }
    for (const path of [
      '/api/image-overlays/{id}/download',
      '/api/files/{name}',
      '/api/error-reports',
      '/api/translation',
      '/api/pedagogical-sheets/minidiag',
      '/api/attributes/{id}/exam-panel-types',
      '/api/components/{id}/fields',
      '/api/exam-panels/{id}/attribute-values',
    ]) {
      expect(paths).toContain(path);
    }
    const upload = docs.paths['/api/image-overlays'].post;
    expect(upload.tags).toEqual(['image-overlays']);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400']));
  });
});
