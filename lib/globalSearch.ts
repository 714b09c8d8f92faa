/**
 * The global search (`GET /api/search`, docs/search.md): how its query is read, which records match, how they rank and
 * which part of them is highlighted. The server (server/search/) and the demo API (src/demo/api) both apply these rules
 * to the records they find, so both answer the same call alike.
 */
import { representationOf, searchedFieldsOf } from './catalogueFacts';
import { fold } from './listRules';
import { keyFieldOf, type ResourceModel } from './model';
import { type RecordLink, recordLinkOf } from './recordLink';

/** Shorter queries answer nothing at once (no scan); a two-character one finds exact key names alone (docs/search.md). */
export const SEARCH_MIN_LENGTH = 2;
/** The shortest query looked for inside texts: a trigram, what both databases' text indexes look up. */
export const SEARCH_INSIDE_LENGTH = 3;
/** Longer queries are refused (400): no name, e-mail or description an administrator types is that long. */
export const SEARCH_MAX_LENGTH = 1000;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;

/** How well a record matches, best first. */
export const MATCH_RANKS = {
  /** The whole key name (the catalogue's `keyName` field). */
  key: 0,
  /** A whole value: a label in one language, an e-mail, an RPPS number. */
  whole: 1,
  /** The start of a value. */
  start: 2,
  /** The start of a word inside a value. */
  word: 3,
  /** Anywhere inside a value. */
  inside: 4,
} as const;

/** Where a record matched: one value of one searched field, the match at [start, end) of `text` (UTF-16 offsets). */
export interface SearchMatch {
  field: string;
  /** The language of the value, for a translation set; null otherwise. */
  language: string | null;
  text: string;
  start: number;
  end: number;
  rank: number;
}

/** One record found. */
/** A record found: named and linked, and where the query matched it. */
export interface SearchHit extends RecordLink {
  match: SearchMatch;
}

export interface SearchAnswer {
  items: SearchHit[];
}

export type ParsedSearch =
  | { ok: true; needle: string; limit: number }
  | { ok: false; field: 'q' | 'limit'; message: string };

/** Control characters are no text anyone looks for: each reads as a space (no NUL ever reaches a statement). */
const CONTROL = /\p{Cc}/gu;

/** The folded needle a query looks for: control characters as spaces, trimmed, lowercase without accents. */
export function needleOf(q: string): string {
  return fold(q.replace(CONTROL, ' ').trim());
}

/** Reads `q` and `limit`: a missing or short `q` is an empty search, not an error; a `q` too long is refused. */
export function parseSearchQuery(raw: Record<string, unknown>): ParsedSearch {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const q = first(raw.q);
  const rawLimit = first(raw.limit);
  let limit = SEARCH_DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    if (typeof rawLimit !== 'string' || !/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1)
      return { ok: false, field: 'limit', message: `limit is a whole number from 1 to ${SEARCH_MAX_LIMIT}` };
    limit = Math.min(Number(rawLimit), SEARCH_MAX_LIMIT);
  }
  const text = typeof q === 'string' ? q : '';
  if ([...text].length > SEARCH_MAX_LENGTH)
    return { ok: false, field: 'q', message: `q is longer than ${SEARCH_MAX_LENGTH} characters` };
  return { ok: true, needle: needleOf(text), limit };
}

/** Whether a needle is long enough to search at all. */
export const searchesAnything = (needle: string) => [...needle].length >= SEARCH_MIN_LENGTH;
/** Whether a needle is looked for inside texts, or as a whole key name alone (shorter than a trigram). */
export const searchesInside = (needle: string) => [...needle].length >= SEARCH_INSIDE_LENGTH;

/**
 * A text folded as `fold` does, with, for each UTF-16 unit of the folded text, the offsets in the original text of
 * the character it came from: what maps a match in folded text back to the text shown.
 */
function foldedWithOffsets(text: string): { folded: string; from: number[]; to: number[] } {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const character of text) {
    const part = fold(character);
    for (let unit = 0; unit < part.length; unit++) {
      from.push(offset);
      to.push(offset + character.length);
    }
    folded += part;
    offset += character.length;
  }
  return { folded, from, to };
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** How `needle` (folded) matches one value, and where; null when it does not. */
function matchInValue(text: string, needle: string): Omit<SearchMatch, 'field' | 'language'> | null {
  const { folded, from, to } = foldedWithOffsets(text);
  let at = folded.indexOf(needle);
  if (at < 0) return null;
  let rank: number = MATCH_RANKS.inside;
  if (at === 0) rank = folded.length === needle.length ? MATCH_RANKS.whole : MATCH_RANKS.start;
  else
    for (let next = at; next >= 0; next = folded.indexOf(needle, next + 1))
      if (!WORD_CHARACTER.test(folded[next - 1])) {
        at = next;
        rank = MATCH_RANKS.word;
        break;
      }
  return { text, start: from[at], end: to[at + needle.length - 1], rank };
}

/** The values of a searched field: one text, or each language of a translation set. */
function valuesOf(value: unknown): Array<{ language: string | null; text: string }> {
  if (typeof value === 'string') return [{ language: null, text: value }];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    typeof item?.value === 'string' && typeof item?.language === 'string'
      ? [{ language: item.language as string, text: item.value as string }]
      : [],
  );
}

/**
 * The best match of a record for a needle: its whole key name first, then a whole value, a value's start, a word's
 * start, anywhere; among equals, the field naming the record, then the model's order. Null when nothing matches (a
 * needle shorter than a trigram matches whole key names alone).
 */
export function matchOf(model: ResourceModel, data: Record<string, unknown>, needle: string): SearchMatch | null {
  const keyField = keyFieldOf(model);
  const key = keyField ? data[keyField] : undefined;
  if (keyField && typeof key === 'string' && fold(key) === needle)
    return { field: keyField, language: null, text: key, start: 0, end: key.length, rank: MATCH_RANKS.key };
  if (!searchesInside(needle)) return null;
  const named = representationOf(model);
  const fields = searchedFieldsOf(model).sort((a, b) => Number(b === named) - Number(a === named));
  let best: SearchMatch | null = null;
  for (const field of fields)
    for (const { language, text } of valuesOf(data[field])) {
      const found = matchInValue(text, needle);
      if (found && (!best || found.rank < best.rank)) best = { field, language, ...found };
    }
  return best;
}

/**
 * The records matching among `candidates`, best first (rank, then the shorter value matched, then the older record),
 * at most `limit`.
 */
export function rankedHits(
  candidates: Iterable<{ model: ResourceModel; id: number; data: Record<string, unknown> }>,
  needle: string,
  limit: number,
): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const { model, id, data } of candidates) {
    const match = matchOf(model, data, needle);
    if (match) hits.push({ ...recordLinkOf(model, id, data), match });
  }
  hits.sort((a, b) => a.match.rank - b.match.rank || a.match.text.length - b.match.text.length || a.id - b.id);
  return hits.slice(0, limit);
}

/** The catalogues a search looks into: those whose records an administrator lists or reads. */
export function searchedCatalogues(models: readonly ResourceModel[]): ResourceModel[] {
  return models.filter(
    (model) => searchedFieldsOf(model).length > 0 && (model.verbs.includes('list') || model.verbs.includes('get')),
  );
}
