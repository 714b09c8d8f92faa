import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { formatParamValue, parseParamValue } from './paramValue';

type Row = { key: string; value: string };

const rowsOf = (value: unknown): Row[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([key, v]) => ({ key, value: formatParamValue(v) }))
    : [];

/** Free parameters as key / value rows; rows without a key are not saved. */
export const ParamsInput = ({ source, label }: { source: string; label: ReactNode }) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const [rows, setRows] = useState<Row[]>(() => rowsOf(field.value));
  const commit = (next: Row[]) => {
    setRows(next);
    const named = next.filter((row) => row.key.trim() !== '');
    field.onChange(Object.fromEntries(named.map((row) => [row.key.trim(), parseParamValue(row.value)])));
  };
  const edit = (index: number, change: Partial<Row>) =>
    commit(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack spacing={1}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no stable key yet
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={translate('screens.params.key')}
              value={row.key}
              onChange={(event) => edit(index, { key: event.target.value })}
              variant="filled"
              size="small"
            />
            <TextField
              label={translate('screens.params.value')}
              value={row.value}
              onChange={(event) => edit(index, { value: event.target.value })}
              variant="filled"
              size="small"
            />
            <IconButton
              aria-label={translate('screens.params.remove')}
              onClick={() => commit(rows.filter((_, i) => i !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {translate('screens.params.add')}
      </Button>
    </Box>
  );
};
