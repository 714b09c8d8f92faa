import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { FieldLabel, useCatalogue } from '../../screens';
import type { AddressSuggestion } from './addressSearch';
import { useAddressSuggestions } from './useAddressSuggestions';

const FILLED = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/** The form fields a chosen suggestion fills, and the part of the suggestion each receives. */
const FILLED_FIELDS: Array<[field: string, part: (suggestion: AddressSuggestion) => string]> = [
  ['address', (suggestion) => suggestion.name || suggestion.label],
  ['postalCode', (suggestion) => suggestion.postcode],
  ['city', (suggestion) => suggestion.city],
  ['country', (suggestion) => suggestion.country],
];

/**
 * The postal address typed freely, with suggestions from the address service as the user types;
 * choosing one fills the address, the postal code, the city and the country.
 */
export const AddressSearchInput = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const { model, view } = useCatalogue();
  const { setValue } = useFormContext();
  const { field, fieldState, formState } = useInput({ source: 'address' });
  const [query, setQuery] = useState('');
  const { suggestions, loading } = useAddressSuggestions(readOnly ? '' : query);
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  const choose = (suggestion: AddressSuggestion) => {
    for (const [name, part] of FILLED_FIELDS) setValue(name, part(suggestion), FILLED);
    setQuery('');
  };

  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      readOnly={readOnly}
      disabled={readOnly}
      options={suggestions}
      loading={loading}
      value={null}
      inputValue={typeof field.value === 'string' ? field.value : ''}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.label)}
      onInputChange={(_, value, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        field.onChange(value);
        setQuery(value);
      }}
      onChange={(_, option) => {
        if (option && typeof option !== 'string') choose(option);
      }}
      loadingText={translate('addressSearch.searching')}
      noOptionsText={translate('addressSearch.noResult')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Typography variant="body2">{option.label}</Typography>
        </Box>
      )}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          onBlur={field.onBlur}
          label={<FieldLabel model={model} view={view} name="address" />}
          error={showError}
          helperText={
            <InputHelperText
              error={showError ? fieldState.error?.message : undefined}
              helperText="addressSearch.help"
            />
          }
        />
      )}
    />
  );
};
