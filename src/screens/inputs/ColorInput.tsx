import { Box, InputAdornment, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { COLOR_PATTERN } from '../../../lib/validation';
import { InputErrorText } from './InputErrorText';

interface ColorInputProps {
  source: string;
  label: ReactNode;
  readOnly?: boolean;
}

/** A `#rrggbb` colour: typed, or picked with the browser's colour picker, with a swatch of the result. */
export const ColorInput = ({ source, label, readOnly }: ColorInputProps) => {
  const translate = useTranslate();
  const { id, field, fieldState, formState } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const valid = COLOR_PATTERN.test(value);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        id={id}
        label={label}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={showError}
        variant="filled"
        size="small"
        placeholder="#1e88e5"
        slotProps={{
          htmlInput: { 'aria-describedby': `${id}-error` },
          input: {
            readOnly,
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  data-testid={`${source}-swatch`}
                  sx={{
                    width: 20,
                    height: 20,
                    borderRadius: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: valid ? value : 'transparent',
                  }}
                />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <input
                  type="color"
                  aria-label={translate('screens.color.pick')}
                  value={valid ? value : '#000000'}
                  disabled={readOnly}
                  onChange={(event) => field.onChange(event.target.value)}
                  style={{ width: 32, height: 24, padding: 0, border: 'none', background: 'none' }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <InputErrorText id={`${id}-error`} error={showError ? fieldState.error?.message : undefined} />
    </Box>
  );
};
