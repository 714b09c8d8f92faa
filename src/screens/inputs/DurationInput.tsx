import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { DURATION_UNITS } from '../../../lib/validation';
import { InputErrorText } from './InputErrorText';

type DurationUnit = (typeof DURATION_UNITS)[number];
interface Duration {
  value: number;
  unit: DurationUnit;
}

interface DurationInputProps {
  source: string;
  label: ReactNode;
}

const DEFAULT_UNIT: DurationUnit = 'day';

/** A duration as `{value, unit}`: a number and a unit; an empty number clears the whole duration. */
export const DurationInput = ({ source, label }: DurationInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  const duration = (field.value ?? null) as Duration | null;
  const [unitWithoutValue, setUnitWithoutValue] = useState<DurationUnit>(DEFAULT_UNIT);
  const unit = duration?.unit ?? unitWithoutValue;
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  const changeValue = (raw: string) => {
    const value = Number(raw);
    field.onChange(raw.trim() === '' || !Number.isFinite(value) ? null : { value, unit });
  };
  const changeUnit = (next: DurationUnit) =>
    duration ? field.onChange({ value: duration.value, unit: next }) : setUnitWithoutValue(next);

  return (
    <Box sx={{ mb: 1 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          id={`${id}-value`}
          type="number"
          label={translate('screens.duration.value')}
          value={duration ? String(duration.value) : ''}
          onChange={(event) => changeValue(event.target.value)}
          onBlur={field.onBlur}
          error={showError}
          variant="filled"
          size="small"
          slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-describedby': `${id}-error` } }}
        />
        <TextField
          id={`${id}-unit`}
          select
          label={translate('screens.duration.unit')}
          value={unit}
          onChange={(event) => changeUnit(event.target.value as DurationUnit)}
          variant="filled"
          size="small"
          sx={{ minWidth: 140 }}
        >
          {DURATION_UNITS.map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`screens.duration.units.${option}`, { smart_count: duration?.value ?? 2 })}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <InputErrorText id={`${id}-error`} error={showError ? fieldState.error?.message : undefined} />
    </Box>
  );
};
