import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';

/** A list of short texts typed as chips: Enter adds one, the chip's cross removes it. */
export const StringListInput = ({ source, label }: { source: string; label: ReactNode }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const values: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Box sx={{ mb: 1, maxWidth: 600 }}>
      <Autocomplete
        multiple
        freeSolo
        fullWidth
        clearText={translate('ra.action.clear_input_value')}
        id={id}
        options={[]}
        value={values}
        onChange={(_, next) => field.onChange([...new Set(next.map((v) => String(v).trim()).filter(Boolean))])}
        renderValue={(chips, getItemProps) =>
          chips.map((chip, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={chip} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={label} variant="filled" helperText={translate('views.stringList.help')} />
        )}
      />
    </Box>
  );
};
