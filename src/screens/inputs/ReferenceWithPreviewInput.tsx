import { Box, Skeleton, Stack } from '@mui/material';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { Identifier } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ReferenceAutocompleteInput } from './ReferenceAutocompleteInput';

interface ReferenceWithPreviewInputProps {
  source: string;
  reference: string;
  Preview: ComponentType<{ id: Identifier }>;
  label?: ReactNode;
  readOnly?: boolean;
}

/** A reference autocomplete with the chosen record's preview beside it (e.g. an overlay image). */
export const ReferenceWithPreviewInput = ({
  source,
  reference,
  Preview,
  label,
  readOnly,
}: ReferenceWithPreviewInputProps) => {
  const chosen = useWatch({ name: source }) as Identifier | null | undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <ReferenceAutocompleteInput source={source} reference={reference} label={label} readOnly={readOnly} />
      {chosen !== null && chosen !== undefined && (
        <Box sx={{ width: 160, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={120} />}>
            <Preview id={chosen} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
};
