import { Box, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { gridSizeOf, type ImageCell } from '../../../lib/imageCells';
import { useRecordText } from '../recordText';

/** The preview's width at most; narrower where the form is (a phone), its cells keeping their 4:3 shape. */
const PREVIEW_WIDTH = 360;

/** The template's layout as the practitioner will see it: each cell named by its document type. */
export const ImageCellsPreview = ({ cells, resource }: { cells: readonly ImageCell[]; resource: string }) => {
  const translate = useTranslate();
  const recordText = useRecordText(resource);
  const ids = [...new Set(cells.map((cell) => cell.documentTypeId).filter((id): id is number => id !== null))];
  const { data = [] } = useGetMany(resource, { ids }, { enabled: ids.length > 0 });
  const { rows, columns } = gridSizeOf(cells);
  return (
    <Box
      aria-label={translate('screens.imageCells.preview')}
      role="img"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        aspectRatio: `${columns * 4} / ${rows * 3}`,
        gap: 0.5,
        width: '100%',
        maxWidth: PREVIEW_WIDTH,
        mt: 1,
      }}
    >
      {cells.map((cell) => (
        <Box
          key={`${cell.row}-${cell.column}`}
          sx={{
            gridRow: `${cell.row + 1} / span ${cell.rowSpan}`,
            gridColumn: `${cell.column + 1} / span ${cell.columnSpan}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: cell.documentTypeId ? 'action.selected' : 'action.hover',
            borderRadius: 1,
            p: 0.5,
          }}
        >
          <Typography variant="caption" align="center">
            {cell.documentTypeId
              ? recordText(data.find((record) => record.id === cell.documentTypeId))
              : translate('screens.imageCells.empty')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
