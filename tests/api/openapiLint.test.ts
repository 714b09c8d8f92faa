import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/http/apiDescription';
import { createTestApp, DATABASES, type TestApp } from './testApp';

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};

/** The OpenAPI description and its reference page (docs/api-reference.md). */
describe.each(DATABASES)('the OpenAPI description on %s', (database) => {
  let t: TestApp;
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: object } };
  beforeAll(async () => {
    t = await createTestApp(database);
    document = (await t.call({ method: 'GET', url: '/api/docs', token: null })).json();
  });
  afterAll(() => t.close());

  it('passes the recommended rules of Redocly’s lint: no error, no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const found = problems.map(({ ruleId, severity, message, location }) => ({
      ruleId,
      severity,
      message,
      at: location[0]?.pointer,
    }));
    expect(found).toEqual([]);
  });

  it('names every operation from its method and path, and documents its failures with the error body', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(300);
    for (const { path, method, operation } of operations) {
      expect(operation.operationId).toBe(operationIdOf(method, path));
      const failures = Object.keys(operation.responses).filter((status) => /^4/.test(status));
      expect(failures, `${method} ${path}`).toContain('400');
      for (const status of failures)
        expect(operation.responses[status].content?.['application/json']?.schema?.$ref).toBe(
          '#/components/schemas/Error',
        );
    }
    expect(operationIdOf('post', '/api/attributes/{id}/revisions/{revisionId}/revert')).toBe(
      'postAttributesByIdRevisionsByRevisionIdRevert',
    );
    const revisions = document.paths['/api/attributes/{id}/revisions'].get;
    expect(Object.keys(revisions.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    const create = document.paths['/api/attributes'].post;
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '409']));
    expect(Object.keys(document.paths['/api/attributes/{id}'].delete.responses)).toContain('204');
    // Open to all: no 401.
    expect(Object.keys(document.paths['/api/console-config'].get.responses)).not.toContain('401');
  });

  it('describes JSON fields by their zod schemas, in requests and answers', () => {
    const body = document.paths['/api/attributes'].post.requestBody?.content['application/json'].schema;
    expect(body?.properties?.options).toEqual({ $ref: '#/components/schemas/AttributeOptions' });
    expect(body?.properties?.logicCondition).toEqual({ $ref: '#/components/schemas/Condition' });
    expect(JSON.stringify(document)).not.toContain('structured value');
    const answer = document.paths['/api/attributes/{id}'].get.responses['200'].content?.['application/json'].schema;
    expect(answer).toMatchObject({ properties: { options: { $ref: '#/components/schemas/AttributeOptions' } } });
    expect(document.components.schemas).toMatchObject({
      Condition: { type: 'object', properties: { rules: { type: 'array' } } },
      AttributeOptions: { properties: { unit: { type: 'string', nullable: true } } },
    });
  });

  it('serves the reference page, its files and the licence statement the description points to', async () => {
    const page = await t.call({ method: 'GET', url: '/api/reference/', token: null });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const bundle = await t.call({ method: 'GET', url: '/api/reference/static/swagger-ui-bundle.js', token: null });
    expect(bundle.statusCode).toBe(200);
    const licence = await t.call({ method: 'GET', url: '/api/reference/licence', token: null });
    expect(licence.statusCode).toBe(200);
    expect(licence.body).toMatch(/proprietary/i);
  });
});
