import type { Measure } from './client';
import type { DatabaseKind } from './databases';

/** One measured call: of our server (`database` set), of the raw-SQL floor (`database` set) or of json-server. */
export interface Result {
  size: number;
  database?: DatabaseKind;
  target: string;
  call: string;
  measure: Measure;
}

/** A server's peak resident memory while its calls were measured. */
export interface Peak {
  size: number;
  database: DatabaseKind;
  mb: number;
}

/** Two figures compared: `ratio` is checked against a target's bound. */
export interface Comparison {
  label: string;
  ratio: number;
}

export const FLOOR = 'raw-SQL floor';
export const JSON_SERVER = 'json-server 0.17';
/** The global search's calls (`GET /api/search`), over attributes and practices at once. */
export const GLOBAL_SEARCH = 'every catalogue';
/** The used-by call of an attribute referred to by 10,000 records (bench/data.ts USED_BY_REFERRERS). */
export const USED_BY_CALL = 'used-by, 10,000 referrers';
const SCALED_CALLS = ['first page', 'q= a few rows', 'q= many rows'];

const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/**
 * A target's line of the report: met or not, the range of its comparisons, and each comparison past the bound.
 * `atLeast`: the ratio must reach the bound (throughput); otherwise it must not exceed it (latency, memory).
 */
export function verdict(
  title: string,
  bound: number,
  comparisons: Comparison[],
  atLeast = false,
  unit = times,
): string {
  if (comparisons.length === 0) return `- Not measured by this run: ${title}.`;
  const missed = comparisons.filter(({ ratio }) => (atLeast ? ratio < bound : ratio > bound));
  const ratios = comparisons.map(({ ratio }) => ratio);
  const range = `${unit(Math.min(...ratios))} to ${unit(Math.max(...ratios))} over ${comparisons.length} comparisons`;
  const misses = missed.map(({ label, ratio }) => `${label} ${unit(ratio)}`).join('; ');
  return missed.length ? `- **Not met**: ${title}: ${range}; past the bound: ${misses}.` : `- Met: ${title}: ${range}.`;
}

/**
 * The targets checked on a run's figures (each only where the run measured both sides): first page and
 * search p50 at the largest size within 2× of the smallest; at the largest size at least 5× json-server's throughput
 * on the first page and on search; p50 within 3× of the raw-SQL floor; used-by of a record 10,000 records refer to
 * within 2× of the listing's first page, size by size; server memory under 400 MB; PostgreSQL within 2× of SQLite,
 * call by call.
 */
export function targetLines(results: Result[], peaks: Peak[]): string[] {
  const ours = results.filter((r) => r.database && r.target !== FLOOR);
  const find = (size: number, database: DatabaseKind | undefined, target: string, call: string) =>
    results.find((r) => r.size === size && r.database === database && r.target === target && r.call === call);
  const sizes = [...new Set(results.map((r) => r.size))].sort((a, b) => a - b);
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  const rows = (size: number) => size.toLocaleString('en');
  const pairs = <T>(make: (result: Result) => T | undefined) =>
    ours.map(make).filter((made): made is T => made !== undefined);

  const scaled = pairs((r) => {
    if (r.size !== largest || smallest === largest || !SCALED_CALLS.includes(r.call)) return undefined;
    const small = find(smallest, r.database, r.target, r.call);
    return small && { label: `${r.database} ${r.target} ${r.call}`, ratio: r.measure.p50 / small.measure.p50 };
  });
  const againstJsonServer = pairs((r) => {
    const theirs = r.size === largest && r.target === 'attributes' && find(largest, undefined, JSON_SERVER, r.call);
    return theirs ? { label: `${r.database} ${r.call}`, ratio: r.measure.rps / theirs.measure.rps } : undefined;
  });
  const againstFloor = pairs((r) => {
    const floor = r.target === 'attributes' && find(r.size, r.database, FLOOR, r.call);
    return floor
      ? { label: `${r.database} ${r.call} at ${rows(r.size)} rows`, ratio: r.measure.p50 / floor.measure.p50 }
      : undefined;
  });
  const postgresAgainstSqlite = pairs((r) => {
    const sqlite = r.database === 'PostgreSQL' && find(r.size, 'SQLite', r.target, r.call);
    return sqlite
      ? { label: `${r.target} ${r.call} at ${rows(r.size)} rows`, ratio: r.measure.p50 / sqlite.measure.p50 }
      : undefined;
  });
  const searchAgainstCatalogue = pairs((r) => {
    if (r.size !== largest || r.target !== GLOBAL_SEARCH) return undefined;
    const own = find(largest, r.database, 'attributes', r.call);
    return own && { label: `${r.database} ${r.call}`, ratio: r.measure.p50 / own.measure.p50 };
  });
  const usedByAgainstListing = pairs((r) => {
    if (r.call !== USED_BY_CALL) return undefined;
    const listing = find(r.size, r.database, 'attributes', 'first page');
    return listing && { label: `${r.database} at ${rows(r.size)} rows`, ratio: r.measure.p50 / listing.measure.p50 };
  });
  const memory = peaks.map(({ size, database, mb }) => ({ label: `${database} at ${rows(size)} rows`, ratio: mb }));
  return [
    verdict(`first page and search p50 at ${rows(largest)} rows within 2× of ${rows(smallest)} rows`, 2, scaled),
    verdict(`at ${rows(largest)} rows, at least 5× json-server's throughput`, 5, againstJsonServer, true),
    verdict('p50 within 3× of the raw-SQL floor', 3, againstFloor),
    verdict(
      `global search p50 at ${rows(largest)} rows within 3× of one catalogue's own q= search`,
      3,
      searchAgainstCatalogue,
    ),
    verdict(
      "used-by's first page of a record 10,000 records refer to within 2× of the listing's first page",
      2,
      usedByAgainstListing,
    ),
    verdict('server memory under 400 MB', 400, memory, false, (mb) => `${Math.round(mb)} MB`),
    verdict('PostgreSQL p50 within 2× of SQLite', 2, postgresAgainstSqlite),
  ];
}
