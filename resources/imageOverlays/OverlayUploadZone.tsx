import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { type DragEvent, useState } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { FileChooserButton } from '../../src/screens/inputs/FileChooserButton';
import { OVERLAY_FILE_ACCEPT, useOverlayUpload } from './useOverlayUpload';

interface OverlayUploadZoneProps {
  onUploaded?: (records: RaRecord[]) => void;
}

/** A drop zone with a file button: PNG, JPEG, WebP or SVG images, uploaded one by one with progress. */
export const OverlayUploadZone = ({ onUploaded }: OverlayUploadZoneProps) => {
  const translate = useTranslate();
  const { upload, progress } = useOverlayUpload(onUploaded);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) upload([...event.dataTransfer.files]);
  };

  return (
    <Box
      onDragOver={allowDrop}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        m: 2,
        p: 2,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <FileChooserButton
          variant="contained"
          startIcon={<CloudUploadOutlined />}
          disabled={busy}
          text={translate('imageOverlays.upload.button')}
          accept={OVERLAY_FILE_ACCEPT}
          multiple
          onChange={upload}
        />
        <Typography variant="body2" color="text.secondary">
          {translate(dragging ? 'imageOverlays.upload.dropHere' : 'imageOverlays.upload.hint')}
        </Typography>
      </Stack>
      {progress && (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="caption">{translate('imageOverlays.upload.progress', progress)}</Typography>
          <LinearProgress
            variant={progress.total > 1 ? 'determinate' : 'indeterminate'}
            value={((progress.current - 1) / progress.total) * 100}
          />
        </Box>
      )}
    </Box>
  );
};
