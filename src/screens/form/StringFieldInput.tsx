import type { ReactNode } from 'react';
import { DateInput, TextInput } from 'react-admin';
import type { FieldSpec } from '../../../lib/model';

interface StringFieldInputProps {
  source: string;
  label: ReactNode;
  spec: Extract<FieldSpec, { type: 'string' }>;
  readOnly?: boolean;
}

const HELP: Partial<Record<NonNullable<StringFieldInputProps['spec']['format']>, string>> = {
  rpps: 'screens.form.rppsHelp',
  url: 'screens.form.urlHelp',
};

/** A plain text field, shaped by its format: multiline text, web address, RPPS number or date. */
export const StringFieldInput = ({ source, label, spec, readOnly }: StringFieldInputProps) => {
  if (spec.format === 'date') return <DateInput source={source} label={label} readOnly={readOnly} />;
  return (
    <TextInput
      source={source}
      label={label}
      readOnly={readOnly}
      multiline={spec.multiline}
      minRows={spec.multiline ? 3 : undefined}
      type={spec.format === 'url' ? 'url' : 'text'}
      helperText={spec.format ? HELP[spec.format] : undefined}
      slotProps={spec.format === 'rpps' ? { htmlInput: { inputMode: 'numeric', maxLength: 11 } } : undefined}
      fullWidth={spec.multiline}
    />
  );
};
