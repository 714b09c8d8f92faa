import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

// docs/record-versions.md: reads answer the version as ETag; an update sent with If-Match on an older version
// is refused with 409 / 1204 naming the fields changed meanwhile; without If-Match, updates behave as before.
describe.each(DATABASES)('record versions on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const protocol = (name: string) =>
    create(t, 'protocols', { label: tr(`${name} fr`, `${name} en`), description: tr('desc fr', 'desc en') });
  const read = (id: number) => t.call({ method: 'GET', url: `/api/protocols/${id}` });
  const put = (id: number, payload: Record<string, unknown>, ifMatch?: string) =>
    t.call({
      method: 'PUT',
      url: `/api/protocols/${id}`,
      payload,
      headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
    });

  it('answers the version of a record as its ETag, one more after each update', async () => {
    const record = await protocol('etag');
    const first = await read(record.id);
    expect(first.headers.etag).toBe('"1"');
    const saved = await put(record.id, { ...first.json(), label: tr('etag 2 fr', 'etag 2 en') }, '"1"');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect((await read(record.id)).headers.etag).toBe('"2"');
    // The version is a header only: the record's body is unchanged.
    expect(saved.json()).not.toHaveProperty('version');
  });

  it('keeps the last 50 past versions of a record, forgetting older ones only once it has more', async () => {
    const record = await protocol('kept');
    const keptVersions = () =>
      t.app.db
        .selectFrom('entity_versions')
        .select('version')
        .where('entity_id', '=', record.id)
        .orderBy('version')
        .execute()
        .then((rows) => rows.map((r) => r.version));
    for (let n = 1; n <= 52; n++) {
      const saved = await put(record.id, { ...record, description: tr(`kept ${n} fr`, `kept ${n} en`) });
      expect(saved.statusCode, saved.body).toBe(200);
      if (n === 50) expect(await keptVersions()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    }
    expect(await keptVersions()).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
  });

  it('saves an update made on the stored version (200)', async () => {
    const record = await protocol('fresh');
    const answer = await put(record.id, { ...record, description: tr('new fr', 'new en') }, '"1"');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().description).toEqual(tr('new fr', 'new en'));
  });

  it('refuses an update made on an older version (409 / 1204), naming the fields changed meanwhile, changing nothing', async () => {
    const record = await protocol('stale');
    // Another administrator changes the description first.
    const other = await put(record.id, { ...record, description: tr('theirs fr', 'theirs en') }, '"1"');
    expect(other.statusCode).toBe(200);
    const mine = await put(record.id, { ...record, label: tr('mine fr', 'mine en') }, '"1"');
    expectError(mine, 409, 1204);
    expect(mine.json().changed_fields).toEqual(['description']);
    const stored = await read(record.id);
    expect(stored.json().label).toEqual(tr('stale fr', 'stale en'));
    expect(stored.json().description).toEqual(tr('theirs fr', 'theirs en'));
    expect(stored.headers.etag).toBe('"2"');
  });

  it("overwrites when sent again with the current version (the console's « Écraser »)", async () => {
    const record = await protocol('overwrite');
    await put(record.id, { ...record, description: tr('theirs fr', 'theirs en') }, '"1"');
    expectError(await put(record.id, { ...record, label: tr('mine fr', 'mine en') }, '"1"'), 409, 1204);
    const again = await put(record.id, { ...record, label: tr('mine fr', 'mine en') }, '"2"');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().description).toEqual(tr('desc fr', 'desc en'));
    expect(again.headers.etag).toBe('"3"');
  });

  it('updates as before without If-Match, or with If-Match: * (servers and clients that know no versions)', async () => {
    const record = await protocol('unchecked');
    await put(record.id, { ...record, description: tr('theirs fr', 'theirs en') }, '"1"');
    const blind = await put(record.id, { ...record, label: tr('blind fr', 'blind en') });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json().label).toEqual(tr('blind fr', 'blind en'));
    const star = await put(record.id, { ...record, label: tr('star fr', 'star en') }, '*');
    expect(star.statusCode, star.body).toBe(200);
    expect(star.headers.etag).toBe('"4"');
  });

  it('refuses an If-Match that is not a version of this API (400 / 1203), changing nothing', async () => {
    const record = await protocol('bad-if-match');
    for (const header of ['1', 'W/"1"', '"abc"', '', '"1", nonsense']) {
      const answer = await put(record.id, { ...record, label: tr('bad fr', 'bad en') }, header);
      expectError(answer, 400, 1203);
      expect(answer.json().error_field).toBe('If-Match');
    }
    const stored = await read(record.id);
    expect(stored.json().label).toEqual(tr('bad-if-match fr', 'bad-if-match en'));
    expect(stored.headers.etag).toBe('"1"');
  });

  it('lets only one of two updates made on the same version through, whatever their timing', async () => {
    const record = await protocol('race');
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => put(record.id, { ...record, label: tr(`${name} fr`, `${name} en`) }, '"1"')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().changed_fields).toEqual(['label']);
    expect((await read(record.id)).headers.etag).toBe('"2"');
  });

  it('answers 404 before looking at If-Match for an unknown record', async () => {
    expectError(await put(999_999, { label: tr('x', 'x') }, '"1"'), 404, 1200);
  });
});
