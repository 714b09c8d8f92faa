import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/bootstrap';
import { expectError, multipart } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';
import { csvFile } from './transferFixtures';

/** Rows of the large import: its writing lasts seconds, hundreds of the server's turns. */
const ROWS = 6_000;
const HEADER = ['keyName', 'label.fr', 'label.en', 'usage', 'type', 'category.keyName'];
const row = (n: number) => [`attr-${n}`, `Attribut ${n}`, `Attribute ${n}`, 'exam', 'text', 'measures'];

/** The progress lines of an import answered as NDJSON, each handed to `seen` as it comes; resolves with the last. */
function readLines(stream: Readable, seen: (line: Record<string, unknown>) => void): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let text = '';
    let last: Record<string, unknown> = {};
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
        last = JSON.parse(text.slice(0, end));
        text = text.slice(end + 1);
        seen(last);
      }
    });
    stream.on('end', () => resolve(last));
    stream.on('error', reject);
  });
}

/**
 * A large import never stops the server answering (docs/export-import.md, "While an import is written"): while its
 * rows are written in one transaction, the liveness probe and another administrator's listing answer (the listing
 * without the import's rows, invisible until it commits), a write of a key the import is writing waits for its end and
 * is refused by name, and a file with a refused row writes nothing.
 */
describe.each(DATABASES)('an import in flight on %s', (database) => {
  let t: TestApp;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    await t.app.store.createMany(t.app.store.model('attributeCategories'), [
      { keyName: 'measures', label: tr('Mesures', 'Measures') },
    ]);
    const other = await createAdmin(t.app, { email: 'other@example.com', password: 'Other-Passw0rd!' });
    otherToken = await t.app.tokens.sign({
      sub: String(other.id),
      username: 'other@example.com',
      roles: ['ROLE_USER_ADMIN'],
      firstConnect: false,
    });
  });
  afterAll(() => t.close());

  const asOther = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${otherToken}` } });

  const startImport = (rows: Array<Array<string | number>>) => {
    const body = multipart([{ name: 'file', filename: 'attributes.csv', content: csvFile([HEADER, ...rows]) }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/attributes/import?mode=apply',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${t.adminToken}`, accept: 'application/x-ndjson' },
      payloadAsStream: true,
    });
  };

  const attributeCount = async () => {
    const answer = await asOther('GET', '/api/attributes/ids');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().total as number;
  };

  it('answers the probe and another administrator while writing, and makes a conflicting write wait', async () => {
    let ended = false;
    let writing: () => void = () => undefined;
    const writingStarted = new Promise<void>((resolve) => {
      writing = resolve;
    });
    const answer = await startImport(Array.from({ length: ROWS }, (_, n) => row(n)));
    expect(answer.statusCode).toBe(200);
    const last = readLines(answer.stream(), (line) => {
      if (line.phase === 'writing' && (line.done as number) < (line.total as number)) writing();
    }).finally(() => {
      ended = true;
    });

    // The first rows are written (the transaction holds attr-0), most are still to come.
    await writingStarted;
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(ended).toBe(false);
    const listing = await asOther('GET', '/api/attributes?page=1&itemsPerPage=25');
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json()).toEqual([]);
    expect(ended).toBe(false);

    // A key the import is writing: the create waits for the import's end, then is refused by name.
    const clash = asOther('POST', '/api/attributes', {
      keyName: 'attr-0',
      label: tr('Doublon', 'Duplicate'),
      usage: 'exam',
      type: 'text',
      categoryId: (await asOther('GET', '/api/attribute-categories?page=1')).json()[0].id,
    });
    // A write elsewhere is never refused for the import (it waits on SQLite, runs beside it on PostgreSQL).
    const elsewhere = asOther('POST', '/api/document-categories', {
      keyName: 'elsewhere',
      label: tr('Ailleurs', 'Elsewhere'),
    });

    const result = await last;
    expect(result.result).toMatchObject({ counts: { create: ROWS, refused: 0 } });
    expectError(await clash, 409, 1201, 'keyName');
    expect((await elsewhere).statusCode).toBe(201);
    expect(await attributeCount()).toBe(ROWS);
  });

  it('writes nothing when one row of a large file is refused', async () => {
    const before = await attributeCount();
    const rows = Array.from({ length: ROWS }, (_, n) => row(ROWS + n));
    rows[ROWS - 1] = [`attr-${2 * ROWS}`, 'Sans anglais', '', 'exam', 'text', 'measures'];
    const answer = await startImport(rows);
    const last = await readLines(answer.stream(), () => undefined);
    expect(last.error).toMatchObject({ error_code: 1203, reason: 'rowsRefused' });
    expect(await attributeCount()).toBe(before);
  });
});
