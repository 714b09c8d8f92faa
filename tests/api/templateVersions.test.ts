import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from './testApp';

describe.each(DATABASES)('notification template versions on %s', (database) => {
  let t: TestApp;
  let typeId: number;
  beforeAll(async () => {
    t = await createTestApp(database);
    const type = await t.call({
      method: 'POST',
      url: '/api/notification-types',
      payload: { keyName: 'welcome', description: 'Welcome e-mail', parameters: ['firstName'] },
    });
    expect(type.statusCode).toBe(201);
    typeId = type.json().id;
  });
  afterAll(() => t.close());

  const save = (language: string, template: string) =>
    t.call({
      method: 'POST',
      url: '/api/notification-templates',
      payload: { notificationTypeId: typeId, language, titleTemplate: 'Bienvenue', template },
    });

  it('numbers each saved template per type and language, keeps the old ones, and dates each version', async () => {
    const first = await save('fr', 'Bonjour {{firstName}}');
    const second = await save('fr', 'Bonjour {{firstName}} !');
    const english = await save('en', 'Hello {{firstName}}');
    expect([first.statusCode, second.statusCode, english.statusCode]).toEqual([201, 201, 201]);
    expect([first.json().version, second.json().version, english.json().version]).toEqual([1, 2, 1]);

    const listed = await t.call({ method: 'GET', url: `/api/notification-templates?notificationTypeId=${typeId}` });
    const versions = listed.json() as { language: string; version: number; template: string; createdAt: string }[];
    expect(versions.map((v) => `${v.language}${v.version}:${v.template}`).sort()).toEqual([
      'en1:Hello {{firstName}}',
      'fr1:Bonjour {{firstName}}',
      'fr2:Bonjour {{firstName}} !',
    ]);
    for (const version of versions) expect(Number.isNaN(Date.parse(version.createdAt))).toBe(false);
  });

  it('ignores a version or a date sent by the client', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/notification-templates',
      payload: {
        notificationTypeId: typeId,
        language: 'en',
        template: 'Hi',
        version: 99,
        createdAt: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().version).toBe(2);
    expect(sent.json().createdAt).not.toBe('2000-01-01T00:00:00.000Z');
  });
});
