/**
 * An import's answer as progress lines (docs/export-import.md, "Progress"): with `Accept: application/x-ndjson`, one
 * JSON object a line while the server checks and writes the rows, then the result or the failure. Written by the
 * server (server/http/progressAnswer.ts) and the demo API, read by the console (src/providers/transferCalls.ts).
 */
import type { ErrorBody } from '../errors';

export const PROGRESS_MEDIA_TYPE = 'application/x-ndjson';

export type ProgressLine = { phase: string; done: number; total: number } | { result: unknown } | { error: ErrorBody };

/** The phases an import goes through: its rows checked, then its records written (apply only). */
export const IMPORT_PHASES = ['checking', 'writing'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];
