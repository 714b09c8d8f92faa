export interface ImageCell {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
  documentTypeId: number | null;
}

export const MAX_GRID_SIZE = 6;

/** Rows and columns spanned by the cells (at least one of each). */
export function gridSizeOf(cells: readonly ImageCell[]): { rows: number; columns: number } {
  return {
    rows: Math.max(1, ...cells.map((cell) => cell.row + (cell.rowSpan ?? 1))),
    columns: Math.max(1, ...cells.map((cell) => cell.column + (cell.columnSpan ?? 1))),
  };
}

/** One cell per grid position, keeping what the existing cells hold; cells outside the grid are dropped. */
export function resizeGrid(cells: readonly ImageCell[], rows: number, columns: number): ImageCell[] {
  const grid: ImageCell[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const existing = cells.find((cell) => cell.row === row && cell.column === column);
      grid.push({ row, column, rowSpan: 1, columnSpan: 1, documentTypeId: existing?.documentTypeId ?? null });
    }
  }
  return grid;
}
