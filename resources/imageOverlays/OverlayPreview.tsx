import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { Box, Skeleton } from '@mui/material';
import { type Identifier, useTranslate } from 'react-admin';
import { useOverlayObjectUrl } from './overlayFiles';

interface OverlayPreviewProps {
  /** The overlay to show; nothing is shown without one. */
  id: Identifier | null | undefined;
  /** Its file name, for the image's text alternative. */
  name?: string;
  height?: number;
}

/** A checkerboard behind the image, so transparent overlays read as such. */
const CHECKERBOARD = 'repeating-conic-gradient(#e0e0e0 0% 25%, #fafafa 0% 50%) 50% / 16px 16px';

/**
 * One overlay image, read with the bearer token through the local cache and shown from an object URL:
 * used by the overlay grid and by the document type form's overlay picker.
 */
export const OverlayPreview = ({ id, name, height = 160 }: OverlayPreviewProps) => {
  const translate = useTranslate();
  const { url, failed } = useOverlayObjectUrl(id);
  if (id === null || id === undefined) return null;
  const frame = { height, display: 'flex', alignItems: 'center', justifyContent: 'center', background: CHECKERBOARD };
  if (failed) {
    return (
      <Box sx={frame} role="img" aria-label={translate('imageOverlays.preview.failed')}>
        <BrokenImageOutlined color="disabled" fontSize="large" />
      </Box>
    );
  }
  if (!url) return <Skeleton variant="rectangular" height={height} />;
  const alt = name ? translate('imageOverlays.preview.alt', { name }) : translate('imageOverlays.preview.unnamed');
  return (
    <Box sx={frame}>
      <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
    </Box>
  );
};
