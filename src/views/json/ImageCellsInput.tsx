import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { ViewSpec } from '../../../lib/model';
import { referenceResourceFor } from '../../modelRegistry';
import { RecordPicker } from '../inputs/RecordPicker';
import { ImageCellsPreview } from './ImageCellsPreview';
import { gridSizeOf, type ImageCell, MAX_GRID_SIZE, resizeGrid } from './imageCellsGrid';

const SIZES = Array.from({ length: MAX_GRID_SIZE }, (_, i) => i + 1);

/** An image template's cells: a rows × columns grid, a document type per cell, and a live preview. */
export const ImageCellsInput = ({ source, label, view }: { source: string; label: ReactNode; view: ViewSpec }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const stored: ImageCell[] = Array.isArray(field.value) ? field.value : [];
  const { rows, columns } = gridSizeOf(stored);
  const cells = resizeGrid(stored, rows, columns);
  const resource = referenceResourceFor('documentTypes', 'documentTypeId', view);
  const setCell = (target: ImageCell, documentTypeId: number | null) =>
    field.onChange(cells.map((cell) => (cell === target ? { ...cell, documentTypeId } : cell)));
  const sizeSelect = (name: 'rows' | 'columns', value: number) => (
    <TextField
      select
      label={translate(`views.imageCells.${name}`)}
      value={value}
      onChange={(event) => {
        const size = Number(event.target.value);
        field.onChange(name === 'rows' ? resizeGrid(cells, size, columns) : resizeGrid(cells, rows, size));
      }}
      variant="filled"
      size="small"
      sx={{ minWidth: 120 }}
    >
      {SIZES.map((size) => (
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
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        {sizeSelect('rows', rows)}
        {sizeSelect('columns', columns)}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(200px, 1fr))`,
          gap: 1,
          overflowX: 'auto',
        }}
      >
        {cells.map((cell) => (
          <RecordPicker
            key={`${cell.row}-${cell.column}`}
            resource={resource}
            label={translate('views.imageCells.cell', { row: cell.row + 1, column: cell.column + 1 })}
            value={cell.documentTypeId}
            onChange={(record) => setCell(cell, record ? Number(record.id) : null)}
          />
        ))}
      </Box>
      <ImageCellsPreview cells={cells} resource={resource} />
    </Box>
  );
};
