import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A colour value shown as a swatch beside its code. */
export const ColorSwatchField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const color = record?.[source];
  if (typeof color !== 'string' || color === '') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      {color}
    </Box>
  );
};
