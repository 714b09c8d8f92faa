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

/** An operation's security as the description states it: its own, else the document's. */
type Security = Array<Record<string, string[]>>;
const anonymousAllowed = (security: Security) =>
  security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);

describe.each(DATABASES)('the API description says which calls need a token, on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('marks `security: []` every operation answered without a token, and the bearer on every other', async () => {
    const docs = (await t.call({ method: 'GET', url: '/api/docs', token: null })).json();
    const walked: string[] = [];
    const publicCalls: string[] = [];
    const wronglyMarked: string[] = [];
    for (const [path, operations] of Object.entries(docs.paths as Record<string, Record<string, unknown>>))
      for (const [method, operation] of Object.entries(operations as Record<string, { security?: Security }>)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const answer = await t.call({
          method: upper,
          url,
          token: null,
          ...(upper === 'GET' || upper === 'DELETE' ? {} : { payload: {} }),
        });
        const security = operation.security ?? (docs.security as Security);
        const answeredWithoutToken = answer.statusCode !== 401;
        const name = `${upper} ${path}`;
        walked.push(name);
        if (answeredWithoutToken) publicCalls.push(name);
        if (answeredWithoutToken !== anonymousAllowed(security))
          wronglyMarked.push(`${name}: ${answer.statusCode} without a token, security ${JSON.stringify(security)}`);
        if (!answeredWithoutToken) expect(security, name).toContainEqual({ bearer: [] });
      }
    expect(wronglyMarked).toEqual([]);
    // The walk reached the probes and the sign-in calls, and the catalogue calls stayed behind the token.
    expect(publicCalls).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/health/ready',
        'POST /api/auth/token',
        'POST /api/token/refresh',
        'POST /api/users/password-reset-request',
      ]),
    );
    expect(publicCalls).not.toContain('GET /api/attributes');
    expect(walked.length).toBeGreaterThan(publicCalls.length);
    expect(docs.paths['/api/health'].get.security).toEqual([]);
    expect(docs.paths['/api/health/ready'].get.security).toEqual([]);
  });
});
