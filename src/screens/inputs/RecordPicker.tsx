import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type Identifier, type RaRecord, useGetList, useGetOne, useTranslate } from 'react-admin';
import { matchesSearch, searchNeedle } from '../../../lib/listRules';
import { modelForResource } from '../../modelRegistry';
import { defaultSortOfResource } from '../defaultSort';
import { useRecordText } from '../recordText';

interface RecordPickerProps {
  resource: string;
  value: Identifier | null | undefined;
  onChange: (record: RaRecord | null) => void;
  label: ReactNode;
  /** Ids not offered (e.g. items already in a list). */
  exclude?: readonly Identifier[];
  error?: boolean;
  size?: 'small' | 'medium';
}

const SEARCH_DELAY_MS = 300;

/**
 * Picks one record of a resource outside react-admin's form inputs, searching by the API's `q` filter as one types
 * (after a pause), the records already listed narrowed to the text meanwhile.
 */
export const RecordPicker = ({
  resource,
  value,
  onChange,
  label,
  exclude = [],
  error,
  size = 'small',
}: RecordPickerProps) => {
  const translate = useTranslate();
  const recordText = useRecordText(resource);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The list shown stays until the answer for the text replaces it (not emptied while the API is asked).
  const {
    data = [],
    isPending,
    isPlaceholderData,
  } = useGetList(
    resource,
    {
      filter: search ? { q: search } : {},
      pagination: { page: 1, perPage: 25 },
      sort: defaultSortOfResource(resource),
    },
    { placeholderData: keepPreviousData },
  );
  const hasValue = value !== null && value !== undefined;
  const { data: selected } = useGetOne(resource, { id: value as Identifier }, { enabled: hasValue });
  const options = data.filter((record) => !exclude.includes(record.id) || record.id === value);
  // Until the API answers for what is typed, the records at hand that match it by the API's own rule: the list never
  // offers a record the text rules out, and the answer adds to it below, so an option about to be clicked stays put.
  const model = modelForResource(resource)?.model;
  const needle = searchNeedle(typed);
  const answered = search === typed && !isPlaceholderData;
  const shownOf = (records: RaRecord[]) =>
    answered || !model ? records : records.filter((record) => matchesSearch(model, record, needle));

  return (
    <Autocomplete
      options={options}
      value={hasValue ? (selected ?? null) : null}
      loading={isPending}
      getOptionLabel={(record) => recordText(record)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={shownOf}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_, record) => onChange(record)}
      size={size}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      sx={{ minWidth: 220 }}
      renderInput={(params) => <TextField {...params} label={label} error={error} variant="filled" />}
    />
  );
};
