import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { multipart } from './fixtures';
import type { TestApp } from './testApp';

/** A CSV file as a French spreadsheet saves it: UTF-8 with a byte-order mark, `;` between cells, CRLF lines. */
export function csvFile(rows: Array<Array<string | number>>): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`, 'utf8');
}

/** `POST /api/<api>/import` with `file`; `progress`: asks for progress lines. */
export function importFile(
  t: TestApp,
  api: string,
  content: Buffer | string,
  { mode = 'preview', view, progress = false, filename = 'import.csv' } = {} as {
    mode?: 'preview' | 'apply';
    view?: string;
    progress?: boolean;
    filename?: string;
  },
) {
  const body = multipart([{ name: 'file', filename, content }]);
  const query = new URLSearchParams({ mode, ...(view ? { view } : {}) });
  return t.call({
    method: 'POST',
    url: `/api/${api}/import?${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(progress ? { accept: 'application/x-ndjson' } : {}) },
  });
}

/** `GET /api/<api>/export?format=…&…`: its body as text. */
export async function exportFile(t: TestApp, api: string, query = 'format=csv') {
  const response = await t.call({ method: 'GET', url: `/api/${api}/export?${query}` });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response;
}

/** A CSV export's rows as objects keyed by its header (the byte-order mark checked and left out). */
export function csvRecords(body: string): Array<Record<string, string>> {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { delimiter: ';', columns: true }) as Array<Record<string, string>>;
}

/** The active records of a catalogue, every page. */
export async function everyRecord(t: TestApp, api: string, query = ''): Promise<Array<Record<string, unknown>>> {
  const all: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const response = await t.call({ method: 'GET', url: `/api/${api}?itemsPerPage=1000&page=${page}${query}` });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const records = response.json() as Array<Record<string, unknown>>;
    all.push(...records);
    if (records.length < 1000) return all;
  }
}

/** How many history entries the database holds: a refused import adds none. */
export async function historyCount(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('history_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
