/** The demo API's export and import (src/demo/api/catalogueTransfer.ts): the server's rules over the tab's records. */
import { describe, expect, it } from 'vitest';
import { DemoApi } from '../../src/demo/api/demoApi';
import type { DemoState } from '../../src/demo/api/state';
import { DEMO_ADMIN } from '../../src/demo/demoMode';
import { demoSeeds } from '../../src/demo/demoSeeds';
import { allModels } from '../../src/modelRegistry';

async function openDemo() {
  let saved: DemoState | undefined;
  const api = await DemoApi.open({ models: allModels, seeds: demoSeeds(), saved: (state) => (saved = state) });
  const signIn = await api.handle(
    new Request('http://demo.test/api/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    }),
  );
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = (path: string) => api.handle(new Request(`http://demo.test${path}`, { headers }));
  const upload = (path: string, text: string, accept = 'application/json') => {
    const form = new FormData();
    form.append('file', new Blob([text]), 'file.csv');
    return api.handle(
      new Request(`http://demo.test${path}`, { method: 'POST', headers: { ...headers, accept }, body: form }),
    );
  };
  return { get, upload, saved: () => saved };
}

describe('demo API export and import', () => {
  it('exports a listing as the server does: the listing’s filters, CSV with a byte-order mark, the file’s name', async () => {
    const demo = await openDemo();
    const answer = await demo.get('/api/document-types/export?format=csv&order[keyName]=desc');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="document-types-[\d-]+\.csv"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('label.fr;label.en;keyName;category.keyName;')).toBe(true);
    const keys = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[2]);
    expect(keys).toEqual([...keys].sort().reverse());
    const json = (await (
      await demo.get('/api/document-types/export?format=json&keyName=face_front')
    ).json()) as unknown[];
    expect(json).toEqual([expect.objectContaining({ keyName: 'face_front', 'category.keyName': 'photos' })]);
    expect((await demo.get('/api/document-types/export?format=pdf')).status).toBe(400);
  });

  it('previews, applies, and undoes everything when a row is refused', async () => {
    const demo = await openDemo();
    const header = 'keyName;label.fr;label.en;category.keyName';
    const preview = await demo.upload(
      '/api/document-types/import?mode=preview',
      `${header}\nface_front;Face;Front;photos\nnew_one;Neuf;New;photos\n`,
    );
    expect(((await preview.json()) as { counts: unknown }).counts).toEqual({
      create: 1,
      update: 1,
      unchanged: 0,
      refused: 0,
    });
    const before = structuredClone(demo.saved());
    const refused = await demo.upload(
      '/api/document-types/import?mode=apply',
      `${header}\nnew_one;Neuf;New;photos\nbroken;Cassé;Broken;nowhere\n`,
      'application/x-ndjson',
    );
    expect(refused.status).toBe(200);
    const lines = (await refused.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1).error).toMatchObject({ error_code: 1203, reason: 'rowsRefused' });
    expect(demo.saved()).toEqual(before);
    const applied = await demo.upload('/api/document-types/import?mode=apply', `${header}\nnew_one;Neuf;New;photos\n`);
    expect(((await applied.json()) as { counts: unknown }).counts).toMatchObject({ create: 1 });
    const json = (await (await demo.get('/api/document-types/export?format=json&keyName=new_one')).json()) as unknown[];
    expect(json).toHaveLength(1);
  });

  it('refuses a bad file as the server does', async () => {
    const demo = await openDemo();
    const answer = await demo.upload('/api/document-types/import', 'keyName,label.fr,label.en\n');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error_code: 1203,
      error_field: 'file',
      reason: 'separator',
      separator: ',',
    });
  });
});
