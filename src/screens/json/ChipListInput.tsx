import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { isId } from '../../../lib/ids';

interface ChipListInputProps<T> {
  source: string;
  label: ReactNode;
  /** The value a typed chip stands for, or undefined when it is not one (it is then dropped). */
  parse: (typed: string) => T | undefined;
  /** The translation key of the help under the input. */
  help: string;
}

/** A list of values typed as chips: Enter adds one, the chip's cross removes it; repeats and invalid chips are dropped. */
function ChipListInput<T extends string | number>({ source, label, parse, help }: ChipListInputProps<T>) {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const values: T[] = Array.isArray(field.value) ? field.value : [];
  const onChange = (typed: string[]) => {
    const parsed = typed.map((text) => parse(String(text).trim())).filter((value) => value !== undefined);
    field.onChange([...new Set(parsed)]);
  };
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
        onChange={(_, next) => onChange(next)}
        renderValue={(chips, getItemProps) =>
          chips.map((chip, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={chip} {...itemProps} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={label} variant="filled" helperText={translate(help)} />}
      />
    </Box>
  );
}

const parseText = (typed: string) => (typed === '' ? undefined : typed);
const parseId = (typed: string) => {
  const id = Number(typed);
  return typed !== '' && isId(id) ? id : undefined;
};

/** A list of short texts typed as chips. */
export const StringListInput = ({ source, label }: { source: string; label: ReactNode }) => (
  <ChipListInput source={source} label={label} parse={parseText} help="screens.stringList.help" />
);

/** A list of record ids typed as chips (ids only: positive 32-bit whole numbers). */
export const IdListInput = ({ source, label }: { source: string; label: ReactNode }) => (
  <ChipListInput source={source} label={label} parse={parseId} help="screens.idList.help" />
);
