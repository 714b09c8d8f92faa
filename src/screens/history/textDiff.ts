import { diffLines, diffWords } from 'diff';

/** A piece of one side of a comparison: kept as it was, or changed on that side (removed before, added after). */
export interface DiffPiece {
  text: string;
  changed: boolean;
}

/** A line of one side of a long comparison, or a run of unchanged lines left out (`skipped` of them). */
export type DiffLine = { text: string; changed: boolean } | { skipped: number };

export interface Comparison {
  mode: 'inline' | 'lines';
  before: DiffPiece[] | DiffLine[];
  after: DiffPiece[] | DiffLine[];
}

/** Values longer than this, or of several lines, are compared line by line. */
const INLINE_LIMIT = 160;
/** Unchanged lines kept around each change; longer runs of them are folded. */
const CONTEXT = 2;
/** Fewer unchanged lines than this are shown rather than folded (a fold saves no room). */
const MIN_FOLDED = 3;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** One side of a line comparison: its unchanged runs folded to CONTEXT lines next to a change. */
function sideLines(parts: ReturnType<typeof diffLines>, side: 'before' | 'after'): DiffLine[] {
  const shown = parts.filter((part) => (side === 'before' ? !part.added : !part.removed));
  const lines: DiffLine[] = [];
  shown.forEach((part, at) => {
    const texts = linesOf(part.value);
    if (part.added || part.removed) {
      for (const text of texts) lines.push({ text, changed: true });
      return;
    }
    const keepStart = at === 0 ? 0 : CONTEXT;
    const keepEnd = at === shown.length - 1 ? 0 : CONTEXT;
    if (texts.length < keepStart + keepEnd + MIN_FOLDED) {
      for (const text of texts) lines.push({ text, changed: false });
      return;
    }
    for (const text of texts.slice(0, keepStart)) lines.push({ text, changed: false });
    lines.push({ skipped: texts.length - keepStart - keepEnd });
    for (const text of texts.slice(texts.length - keepEnd)) lines.push({ text, changed: false });
  });
  return lines;
}

/**
 * Compares two readable values: short one-line values word by word (diffWords), anything longer line by line
 * (diffLines), with the unchanged lines far from a change folded.
 */
export function compareTexts(before: string, after: string): Comparison {
  const inline =
    !before.includes('\n') && !after.includes('\n') && Math.max(before.length, after.length) <= INLINE_LIMIT;
  if (inline) {
    const parts = diffWords(before, after);
    return {
      mode: 'inline',
      before: parts.filter((part) => !part.added).map((part) => ({ text: part.value, changed: part.removed })),
      after: parts.filter((part) => !part.removed).map((part) => ({ text: part.value, changed: part.added })),
    };
  }
  const ending = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  const parts = diffLines(ending(before), ending(after));
  return { mode: 'lines', before: sideLines(parts, 'before'), after: sideLines(parts, 'after') };
}
