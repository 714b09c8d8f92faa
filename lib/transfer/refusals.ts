/**
 * How an import is refused (docs/export-import.md, "Bad files"): 400 / 1203 on `file` with a `reason` the console
 * translates, and what it needs to say it (the columns, the line, the separator, the limit); a file whose rows are
 * refused answers its report. The server and the demo API refuse alike.
 */
import { ApiError, ErrorCode } from '../errors';
import type { FileProblem } from './files';
import type { ImportReport } from './plan';

export const IMPORT_MODES = ['preview', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** A file refused as a whole, before any row is read. */
export function fileProblem(problem: FileProblem): ApiError {
  const { reason, ...details } = problem;
  return new ApiError(400, ErrorCode.Invalid, 'file', `file refused: ${reason}`, { reason, ...details });
}

/** An apply refused because rows are: nothing is written; the report names each refused row and why. */
export function rowsRefused(report: ImportReport): ApiError {
  return new ApiError(400, ErrorCode.Invalid, 'file', `${report.counts.refused} rows refused: nothing was imported`, {
    reason: 'rowsRefused',
    report,
  });
}
