/**
 * Export and import files (docs/export-import.md): CSV in UTF-8 with a byte-order mark and `;` between cells, as a
 * French spreadsheet opens and saves it, or JSON (an array of objects keyed by column). Reading checks what makes a
 * file unusable as a whole (encoding, separator, columns, size) before any row is looked at. The CSV library is
 * handed in by each side: csv-parse and csv-stringify's Node build on the server, their browser build in the demo.
 */
import type { Options as CsvOptions } from 'csv-parse';
import type { stringify as CsvStringify } from 'csv-stringify/sync';
import type { ResourceModel } from '../model';
import type { Column } from './columns';
import { cellValue, csvTextOf, type RowValues, UNREADABLE } from './values';

export type ExportFormat = 'csv' | 'json';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json'];

/** What an import reads at most: larger files are refused before any row is checked. */
export const IMPORT_LIMITS = { bytes: 32 * 1024 * 1024, rows: 100_000 } as const;

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** `<api path>-<YYYY-MM-DD>.csv`: the catalogue and the day of the export. */
export function exportFileName(model: ResourceModel, format: ExportFormat, day: Date): string {
  return `${model.api}-${day.toISOString().slice(0, 10)}.${format}`;
}

/** Why a file is refused as a whole (400 / 1203 with `reason`; docs/export-import.md, "Bad files"). */
export type FileProblemReason =
  | 'encoding'
  | 'separator'
  | 'empty'
  | 'malformed'
  | 'invalidJson'
  | 'notArray'
  | 'notAnObject'
  | 'missingColumns'
  | 'unknownColumns'
  | 'duplicateColumns'
  | 'tooLarge'
  | 'tooManyRows';

export interface FileProblem {
  reason: FileProblemReason;
  /** missingColumns, unknownColumns, duplicateColumns: the columns at fault. */
  columns?: string[];
  /**
   * malformed (CSV): the line where reading stopped; invalidJson: the line of the text where JSON reading stopped (with
   * `character`, its place in that line, both from 1); notAnObject: the number of the JSON item that is no object.
   */
  line?: number;
  character?: number;
  /** separator: the separator the file seems to use instead of `;`. */
  separator?: string;
  /** tooLarge, tooManyRows: the limit. */
  limit?: number;
}

export interface FileRow {
  /** The row's number as a spreadsheet shows it (the header is 1, the first row 2), or the JSON item's (from 1). */
  line: number;
  /** Each column's value (lib/transfer/values.ts); a column the row does not give is absent. */
  values: RowValues;
  /** Columns whose cell could not be read as their kind (a number, a boolean, JSON). */
  unreadable: Column[];
}

export interface ImportFile {
  format: ExportFormat;
  /** The file's columns, in the catalogue's order. */
  columns: Column[];
  rows: FileRow[];
}

export const isFileProblem = (read: ImportFile | FileProblem): read is FileProblem => 'reason' in read;

/**
 * What reads CSV text into records: csv-parse's `parse` of its sync build (the demo API, tests), or a reader that
 * lets other work run between pieces of a large file (the server's, server/liveness/csvInTurns.ts). Throws csv-parse's
 * error (`lines`: where it stopped) on a malformed file.
 */
export type CsvReader = (text: string, options: CsvOptions) => string[][] | Promise<string[][]>;

/** Lets other work run during a long read (the server's event loop); the demo and tests pass none. */
export type Pause = () => Promise<void>;

/** The header's columns checked against the catalogue's: none unknown or repeated, every required one present. */
function checkHeader(names: string[], all: readonly Column[]): Column[] | FileProblem {
  const byName = new Map(all.map((column) => [column.name, column]));
  const unknown = names.filter((name) => !byName.has(name));
  if (unknown.length) return { reason: 'unknownColumns', columns: unknown };
  const repeated = names.filter((name, at) => names.indexOf(name) !== at);
  if (repeated.length) return { reason: 'duplicateColumns', columns: [...new Set(repeated)] };
  const missing = all.filter((column) => column.required && !names.includes(column.name)).map((column) => column.name);
  if (missing.length) return { reason: 'missingColumns', columns: missing };
  return all.filter((column) => names.includes(column.name));
}

function rowOfCells(line: number, columns: readonly Column[], cells: Map<string, unknown>, csv: boolean): FileRow {
  const row: FileRow = { line, values: {}, unreadable: [] };
  for (const column of columns) {
    if (!cells.has(column.name)) continue;
    const value = cellValue(column, cells.get(column.name), csv);
    if (value === UNREADABLE) row.unreadable.push(column);
    else row.values[column.name] = value;
  }
  return row;
}

/** The separator a one-column header seems to use instead of `;`. */
function otherSeparator(header: string): string | undefined {
  return [',', '\t', '|'].find((separator) => header.includes(separator));
}

async function readCsv(
  text: string,
  all: readonly Column[],
  parse: CsvReader,
  pause?: Pause,
): Promise<ImportFile | FileProblem> {
  let records: string[][];
  try {
    records = await parse(text, { delimiter: CSV_SEPARATOR, relax_column_count: true });
  } catch (error) {
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const separator = firstLine.includes(CSV_SEPARATOR) ? undefined : otherSeparator(firstLine);
    if (separator) return { reason: 'separator', separator };
    return { reason: 'malformed', line: Number((error as { lines?: unknown }).lines) || undefined };
  }
  const [header, ...body] = records;
  if (!header) return { reason: 'empty' };
  const names = header.map((name) => name.trim());
  if (names.length === 1) {
    const separator = otherSeparator(names[0]);
    if (separator) return { reason: 'separator', separator };
  }
  // A spreadsheet may save empty columns after the last one: an unnamed column is ignored.
  const kept = names.map((name, at) => ({ name, at })).filter(({ name }) => name !== '');
  const columns = checkHeader(
    kept.map(({ name }) => name),
    all,
  );
  if (!Array.isArray(columns)) return columns;
  const rows: FileRow[] = [];
  for (const [index, cells] of body.entries()) {
    await pause?.();
    if (cells.every((cell) => cell.trim() === '')) continue;
    const line = index + 2;
    if (cells.length > names.length && cells.slice(names.length).some((cell) => cell.trim() !== ''))
      return { reason: 'malformed', line };
    // A row shorter than the header (a spreadsheet dropping empty cells at its end): the missing cells are empty.
    rows.push(rowOfCells(line, columns, new Map(kept.map(({ name, at }) => [name, cells[at] ?? ''])), true));
  }
  return { format: 'csv', columns, rows };
}

/**
 * Where JSON.parse stopped in `text`, from its error's message: V8 (Node, Chrome) names the position (« … at position
 * 12 », and from Node 20 « (line 1 column 13) »), Firefox the line and column; « Unexpected end of JSON input »: the end.
 */
export function jsonErrorPlace(error: unknown, text: string): { line: number; character: number } | undefined {
  const message = error instanceof Error ? error.message : '';
  const lineAndColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineAndColumn) return { line: Number(lineAndColumn[1]), character: Number(lineAndColumn[2]) };
  const position = /position (\d+)/.exec(message);
  const at = position ? Number(position[1]) : /end of (JSON|data)/i.test(message) ? text.length : undefined;
  if (at === undefined) return undefined;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, character: before[before.length - 1].length + 1 };
}

async function readJson(text: string, all: readonly Column[], pause?: Pause): Promise<ImportFile | FileProblem> {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    return { reason: 'invalidJson', ...jsonErrorPlace(error, text) };
  }
  if (!Array.isArray(items)) return { reason: 'notArray' };
  const badItem = items.findIndex((item) => !item || typeof item !== 'object' || Array.isArray(item));
  if (badItem >= 0) return { reason: 'notAnObject', line: badItem + 1 };
  const names = [...new Set(items.flatMap((item) => Object.keys(item as object)))];
  const columns = checkHeader(names, all);
  if (!Array.isArray(columns)) return columns;
  const rows: FileRow[] = [];
  for (const [index, item] of (items as Array<Record<string, unknown>>).entries()) {
    await pause?.();
    rows.push(rowOfCells(index + 1, columns, new Map(Object.entries(item)), false));
  }
  return { format: 'json', columns, rows };
}

/**
 * Reads an import file's bytes: UTF-8 only (a byte-order mark is skipped), JSON when it starts with `[` or `{` (an
 * object alone is JSON too, refused as not a list: no CSV header starts so), CSV otherwise; refused as a whole
 * (FileProblem) when it cannot be read as the catalogue's rows. `pause`: called at every row (the server lets its other
 * calls run).
 */
export async function readImportFile(
  bytes: Uint8Array,
  all: readonly Column[],
  parse: CsvReader,
  pause?: Pause,
): Promise<ImportFile | FileProblem> {
  if (bytes.length > IMPORT_LIMITS.bytes) return { reason: 'tooLarge', limit: IMPORT_LIMITS.bytes };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { reason: 'encoding' };
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  if (text.trim() === '') return { reason: 'empty' };
  const read = /^[[{]/.test(text.trimStart())
    ? await readJson(text, all, pause)
    : await readCsv(text, all, parse, pause);
  if (isFileProblem(read)) return read;
  if (read.rows.length === 0) return { reason: 'empty' };
  if (read.rows.length > IMPORT_LIMITS.rows) return { reason: 'tooManyRows', limit: IMPORT_LIMITS.rows };
  return read;
}

/** The start of a CSV export: the byte-order mark (spreadsheets then read UTF-8) and the header. */
export function csvHeader(columns: readonly Column[], stringify: typeof CsvStringify): string {
  return BOM + csvLines([columns.map((column) => column.name)], stringify);
}

/** Rows of a CSV export, each line ended by CRLF. */
export function csvRows(
  columns: readonly Column[],
  rows: readonly RowValues[],
  stringify: typeof CsvStringify,
): string {
  return csvLines(
    rows.map((row) => columns.map((column) => csvTextOf(column, row[column.name]))),
    stringify,
  );
}

function csvLines(cells: string[][], stringify: typeof CsvStringify): string {
  return cells.length ? stringify(cells, { delimiter: CSV_SEPARATOR, record_delimiter: 'windows' }) : '';
}

/** A JSON export is written as `[`, then rows (each after a comma but the first), then `]`. */
export const JSON_EXPORT = {
  start: '[',
  rows: (rows: readonly RowValues[], first: boolean) =>
    rows.length ? `${first ? '\n' : ',\n'}${rows.map((row) => JSON.stringify(row)).join(',\n')}` : '',
  end: '\n]\n',
};
