import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './testApp';
import { tr } from './testApp';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface Part {
  name: string;
  content: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for inject(). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an image overlay the way the console does: `file` plus `input` = '{}'. */
export function uploadOverlay(
  t: TestApp,
  content: Buffer | string,
  filename = 'overlay.png',
  contentType = 'image/png',
) {
  const body = multipart([
    { name: 'input', content: '{}' },
    { name: 'file', filename, contentType, content },
  ]);
  return t.call({ method: 'POST', url: '/api/image-overlays', ...body });
}

/** POSTs a record and answers it, failing the test when the server refuses it. */
export async function create(
  t: TestApp,
  api: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const response = await t.call({ method: 'POST', url: `/api/${api}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export const category = (t: TestApp, keyName: string, fr = keyName, en = keyName) =>
  create(t, 'document-categories', { keyName, label: tr(fr, en) });

export const documentType = (t: TestApp, keyName: string, categoryId: number, extra: Record<string, unknown> = {}) =>
  create(t, 'document-types', { keyName, label: tr(keyName, keyName), categoryId, ...extra });

/** The contract's error body. */
export function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: number,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ error_code: code, error_status: status });
  if (field !== undefined) expect(body.error_field).toBe(field);
}

export const ids = (response: { json(): unknown }) => (response.json() as Array<{ id: number }>).map((r) => r.id);

/** How many rows a table of the test app's database holds. */
export async function rowCount(t: TestApp, table: 'entities' | 'history_entries'): Promise<number> {
  const { count } = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
