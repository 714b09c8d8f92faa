import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { ReferenceAutocompleteInput } from '../../src/views/inputs/ReferenceAutocompleteInput';
import { OverlayPreview } from './OverlayPreview';
import { OVERLAY_RESOURCE } from './overlayFiles';

interface OverlayPickerInputProps {
  /** The form field holding the chosen overlay's id, e.g. a document type's `imageOverlayId`. */
  source: string;
  label?: ReactNode;
  readOnly?: boolean;
}

/** Chooses an overlay image by file name and shows the chosen one beside the input. */
export const OverlayPickerInput = ({ source, label, readOnly }: OverlayPickerInputProps) => {
  const chosen = useWatch({ name: source }) as number | string | null | undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <ReferenceAutocompleteInput source={source} reference={OVERLAY_RESOURCE} label={label} readOnly={readOnly} />
      {chosen !== null && chosen !== undefined && (
        <Box sx={{ width: 160, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <OverlayPreview id={chosen} height={120} />
        </Box>
      )}
    </Stack>
  );
};
