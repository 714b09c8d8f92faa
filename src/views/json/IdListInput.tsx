import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { isId } from '../../../lib/ids';

const toId = (text: unknown) => Number(String(text).trim());

/** A list of record ids typed as chips (ids only: positive 32-bit whole numbers). */
export const IdListInput = ({ source, label }: { source: string; label: ReactNode }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const values: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Box sx={{ mb: 1, maxWidth: 600 }}>
      <Autocomplete
        multiple
        freeSolo
        fullWidth
        clearText={translate('ra.action.clear_input_value')}
        id={id}
        options={[] as string[]}
        value={values.map(String)}
        onChange={(_, next) => field.onChange([...new Set(next.map(toId).filter(isId))])}
        renderValue={(chips, getItemProps) =>
          chips.map((chip, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={chip} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={label} variant="filled" helperText={translate('views.idList.help')} />
        )}
      />
    </Box>
  );
};
