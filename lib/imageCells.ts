export interface ImageCell {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
  documentTypeId: number | null;
}

export const MAX_GRID_SIZE = 6;

/** A cell at a position, 1 × 1 and empty unless told otherwise. */
export const cellAt = (
  row: number,
  column: number,
  rowSpan = 1,
  columnSpan = 1,
  documentTypeId: number | null = null,
): ImageCell => ({ row, column, rowSpan, columnSpan, documentTypeId });

interface Area {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
}

const spanOf = (span: number | undefined) => (span && span > 0 ? span : 1);
const lastRow = (area: Area) => area.row + spanOf(area.rowSpan) - 1;
const lastColumn = (area: Area) => area.column + spanOf(area.columnSpan) - 1;
const overlaps = (a: Area, b: Area) =>
  a.row <= lastRow(b) && b.row <= lastRow(a) && a.column <= lastColumn(b) && b.column <= lastColumn(a);
const inside = (inner: Area, outer: Area) =>
  inner.row >= outer.row &&
  inner.column >= outer.column &&
  lastRow(inner) <= lastRow(outer) &&
  lastColumn(inner) <= lastColumn(outer);
const readingOrder = (a: Area, b: Area) => a.row - b.row || a.column - b.column;

/** Rows and columns spanned by the cells (at least one of each). */
export function gridSizeOf(cells: readonly ImageCell[]): { rows: number; columns: number } {
  return {
    rows: Math.max(1, ...cells.map((cell) => cell.row + spanOf(cell.rowSpan))),
    columns: Math.max(1, ...cells.map((cell) => cell.column + spanOf(cell.columnSpan))),
  };
}

/**
 * The cells of a rows × columns grid in reading order, every position covered once: existing cells are kept
 * with their spans (cut at the grid's edge; a cell overlapping one kept before it is dropped), and each
 * position no cell covers gets an empty 1 × 1 cell.
 */
export function resizeGrid(cells: readonly ImageCell[], rows: number, columns: number): ImageCell[] {
  const kept: ImageCell[] = [];
  for (const cell of [...cells].sort(readingOrder)) {
    if (cell.row >= rows || cell.column >= columns) continue;
    const clipped = {
      ...cell,
      rowSpan: Math.min(spanOf(cell.rowSpan), rows - cell.row),
      columnSpan: Math.min(spanOf(cell.columnSpan), columns - cell.column),
    };
    if (!kept.some((other) => overlaps(other, clipped))) kept.push(clipped);
  }
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const position = { row, column, rowSpan: 1, columnSpan: 1 };
      if (!kept.some((cell) => overlaps(cell, position))) kept.push({ ...position, documentTypeId: null });
    }
  }
  return kept.sort(readingOrder);
}

/** The smallest rectangle holding the chosen cells that cuts no other cell in two. */
function mergedArea(cells: readonly ImageCell[], chosen: readonly ImageCell[]): Area {
  let area: Area = { row: 0, column: 0, rowSpan: 1, columnSpan: 1 };
  let members = [...chosen];
  for (;;) {
    const row = Math.min(...members.map((cell) => cell.row));
    const column = Math.min(...members.map((cell) => cell.column));
    area = {
      row,
      column,
      rowSpan: Math.max(...members.map(lastRow)) - row + 1,
      columnSpan: Math.max(...members.map(lastColumn)) - column + 1,
    };
    const touched = cells.filter((cell) => overlaps(cell, area));
    if (touched.every((cell) => inside(cell, area))) return area;
    members = touched;
  }
}

/**
 * Merges the chosen cells (at least two) into one cell covering the rectangle around them, widened so that
 * no other cell is cut; it shows the first document type found in reading order.
 */
export function mergeCells(cells: readonly ImageCell[], chosen: readonly ImageCell[]): ImageCell[] {
  if (chosen.length < 2) return [...cells];
  const area = mergedArea(cells, chosen);
  const absorbed = cells.filter((cell) => inside(cell, area)).sort(readingOrder);
  const documentTypeId = absorbed.find((cell) => cell.documentTypeId !== null)?.documentTypeId ?? null;
  return [...cells.filter((cell) => !inside(cell, area)), { ...area, documentTypeId }].sort(readingOrder);
}

/** Splits a merged cell back into 1 × 1 cells; the first keeps its document type. */
export function splitCell(cells: readonly ImageCell[], target: ImageCell): ImageCell[] {
  const pieces: ImageCell[] = [];
  for (let row = target.row; row <= lastRow(target); row++) {
    for (let column = target.column; column <= lastColumn(target); column++) {
      const first = row === target.row && column === target.column;
      pieces.push({ row, column, rowSpan: 1, columnSpan: 1, documentTypeId: first ? target.documentTypeId : null });
    }
  }
  return [...cells.filter((cell) => cell !== target), ...pieces].sort(readingOrder);
}

/** True when two cells of the list cover one position. */
export function hasOverlap(cells: readonly Area[]): boolean {
  return cells.some((cell, index) => cells.slice(index + 1).some((other) => overlaps(cell, other)));
}

export const isMerged = (cell: ImageCell) => spanOf(cell.rowSpan) > 1 || spanOf(cell.columnSpan) > 1;
