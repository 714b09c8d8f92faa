import { Box, Button, Checkbox, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import {
  gridSizeOf,
  type ImageCell,
  isMerged,
  MAX_GRID_SIZE,
  mergeCells,
  resizeGrid,
  splitCell,
} from '../../../lib/imageCells';
import type { ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import { RecordPicker } from '../inputs/RecordPicker';
import { ImageCellsPreview } from './ImageCellsPreview';

const positionOf = (cell: ImageCell) => `${cell.row}-${cell.column}`;

/** The narrowest a drawn cell may be (its check box, « Séparer » and document type picker), and the gap between. */
const CELL_MIN_WIDTH = 200;
const CELL_GAP = 8;

/**
 * The container query (MUI's `@<width>` shorthand) from which the grid is drawn as a grid: where `columns` cells of
 * CELL_MIN_WIDTH do not fit (a phone, a narrow window), the cells are one under the other in reading order, each named
 * with its position and span, and the preview below shows the layout (docs/responsive-forms.md).
 */
const gridFrom = (columns: number) => `@${columns * CELL_MIN_WIDTH + (columns - 1) * CELL_GAP}`;

/**
 * An image template's cells: a rows × columns grid drawn with its merged cells, a document type per cell,
 * cells chosen with their check boxes merged into one, a merged cell split back, and a live preview.
 */
export const ImageCellsInput = ({ source, label, view }: { source: string; label: ReactNode; view: ViewSpec }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const stored: ImageCell[] = Array.isArray(field.value) ? field.value : [];
  const { rows, columns } = gridSizeOf(stored);
  const cells = resizeGrid(stored, rows, columns);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const resource = referenceResourceOf({ model: 'documentTypes' }, view);
  const sizes = Array.from({ length: Math.max(MAX_GRID_SIZE, rows, columns) }, (_, i) => i + 1);

  const change = (next: ImageCell[]) => {
    setChosen(new Set());
    field.onChange(next);
  };
  const setCell = (target: ImageCell, documentTypeId: number | null) =>
    field.onChange(cells.map((cell) => (cell === target ? { ...cell, documentTypeId } : cell)));
  const toggle = (cell: ImageCell) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (!next.delete(positionOf(cell))) next.add(positionOf(cell));
      return next;
    });
  const chosenCells = cells.filter((cell) => chosen.has(positionOf(cell)));
  const nameOf = (cell: ImageCell) => {
    const name = translate('screens.imageCells.cell', { row: cell.row + 1, column: cell.column + 1 });
    return isMerged(cell)
      ? translate('screens.imageCells.merged', { name, rows: cell.rowSpan, columns: cell.columnSpan })
      : name;
  };

  const sizeSelect = (name: 'rows' | 'columns', value: number) => (
    <TextField
      select
      label={translate(`screens.imageCells.${name}`)}
      value={value}
      onChange={(event) => {
        const size = Number(event.target.value);
        change(name === 'rows' ? resizeGrid(cells, size, columns) : resizeGrid(cells, rows, size));
      }}
      variant="filled"
      size="small"
      fullWidth={false}
      sx={{ width: 140 }}
    >
      {sizes.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {sizeSelect('rows', rows)}
        {sizeSelect('columns', columns)}
        <Tooltip title={translate('screens.imageCells.mergeHelp')}>
          <span>
            <Button
              variant="outlined"
              size="small"
              disabled={chosenCells.length < 2}
              onClick={() => change(mergeCells(cells, chosenCells))}
            >
              {translate('screens.imageCells.merge')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      {/* The container's own width chooses the layout, and its content can never widen the page. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { '@': '100%', [gridFrom(columns)]: `repeat(${columns}, minmax(0, 1fr))` },
            gap: `${CELL_GAP}px`,
          }}
        >
          {cells.map((cell) => (
            <Box
              key={positionOf(cell)}
              role="group"
              aria-label={nameOf(cell)}
              sx={{
                gridRow: { '@': 'auto', [gridFrom(columns)]: `${cell.row + 1} / span ${cell.rowSpan}` },
                gridColumn: { '@': 'auto', [gridFrom(columns)]: `${cell.column + 1} / span ${cell.columnSpan}` },
                minWidth: 0,
                border: 1,
                borderColor: chosen.has(positionOf(cell)) ? 'primary.main' : 'divider',
                borderRadius: 1,
                p: 1,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
                <Checkbox
                  size="small"
                  checked={chosen.has(positionOf(cell))}
                  onChange={() => toggle(cell)}
                  slotProps={{
                    input: { 'aria-label': translate('screens.imageCells.choose', { name: nameOf(cell) }) },
                  }}
                />
                <Box sx={{ flex: 1 }} />
                {isMerged(cell) && (
                  <Button
                    size="small"
                    onClick={() => change(splitCell(cells, cell))}
                    aria-label={translate('screens.imageCells.splitCell', { name: nameOf(cell) })}
                  >
                    {translate('screens.imageCells.split')}
                  </Button>
                )}
              </Stack>
              <RecordPicker
                resource={resource}
                label={nameOf(cell)}
                value={cell.documentTypeId}
                onChange={(record) => setCell(cell, record ? Number(record.id) : null)}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <ImageCellsPreview cells={cells} resource={resource} />
    </Box>
  );
};
