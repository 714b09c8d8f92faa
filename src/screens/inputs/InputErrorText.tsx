import { FormHelperText } from '@mui/material';
import type { ReactNode } from 'react';
import { InputHelperText, type ValidationErrorMessage } from 'react-admin';

interface InputErrorTextProps {
  /** Referenced by the inputs' `aria-describedby`, so that assistive technologies read the error with them. */
  id?: string;
  error?: ValidationErrorMessage;
  helperText?: ReactNode;
}

/** The helper line under a composite input: its validation error (translated) or its help text. */
export const InputErrorText = ({ id, error, helperText }: InputErrorTextProps) => (
  <FormHelperText id={id} error={Boolean(error)} sx={{ mx: '14px' }}>
    <InputHelperText error={error} helperText={helperText} />
  </FormHelperText>
);
