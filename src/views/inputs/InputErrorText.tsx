import { FormHelperText } from '@mui/material';
import type { ReactNode } from 'react';
import { InputHelperText, type ValidationErrorMessage } from 'react-admin';

interface InputErrorTextProps {
  error?: ValidationErrorMessage;
  helperText?: ReactNode;
}

/** The helper line under a composite input: its validation error (translated) or its help text. */
export const InputErrorText = ({ error, helperText }: InputErrorTextProps) => (
  <FormHelperText error={Boolean(error)} sx={{ mx: '14px' }}>
    <InputHelperText error={error} helperText={helperText} />
  </FormHelperText>
);
