import { describe, expect, it } from 'vitest';
import { cellAt as cell, hasOverlap, type ImageCell, mergeCells, resizeGrid, splitCell } from '../../lib/imageCells';

const at = (cells: ImageCell[], row: number, column: number) =>
  cells.find((c) => c.row === row && c.column === column) as ImageCell;

describe('image template cells', () => {
  it('keeps a stored merged cell and fills only the positions nothing covers', () => {
    const grid = resizeGrid([cell(0, 0, 1, 2, 7), cell(1, 0), cell(1, 1)], 2, 2);
    expect(grid).toEqual([cell(0, 0, 1, 2, 7), cell(1, 0), cell(1, 1)]);
  });

  it('cuts a merged cell at the edge of a smaller grid and drops cells outside it', () => {
    expect(resizeGrid([cell(0, 0, 2, 3, 4), cell(2, 0)], 2, 2)).toEqual([cell(0, 0, 2, 2, 4)]);
  });

  it('merges chosen cells into the rectangle around them, keeping the first document type', () => {
    const grid = resizeGrid([cell(0, 1, 1, 1, 5)], 2, 3);
    const merged = mergeCells(grid, [at(grid, 0, 0), at(grid, 0, 1)]);
    expect(merged).toEqual([cell(0, 0, 1, 2, 5), cell(0, 2), cell(1, 0), cell(1, 1), cell(1, 2)]);
  });

  it('widens a merge so that no merged cell is cut in two', () => {
    const grid = resizeGrid([cell(0, 1, 2, 1, 3)], 2, 3);
    const merged = mergeCells(grid, [at(grid, 0, 0), at(grid, 0, 1)]);
    expect(merged).toEqual([cell(0, 0, 2, 2, 3), cell(0, 2), cell(1, 2)]);
    expect(hasOverlap(merged)).toBe(false);
  });

  it('splits a merged cell back into single cells, the first keeping its document type', () => {
    const grid = [cell(0, 0, 2, 2, 9)];
    expect(splitCell(grid, grid[0])).toEqual([cell(0, 0, 1, 1, 9), cell(0, 1), cell(1, 0), cell(1, 1)]);
  });

  it('tells overlapping cells apart from adjacent ones', () => {
    expect(hasOverlap([cell(0, 0, 1, 2), cell(0, 1)])).toBe(true);
    expect(hasOverlap([cell(0, 0, 1, 2), cell(0, 2), cell(1, 0, 1, 3)])).toBe(false);
  });
});
