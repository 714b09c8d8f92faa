import {
  AutocompleteArrayInput,
  type AutocompleteArrayInputProps,
  AutocompleteInput,
  type AutocompleteInputProps,
  ReferenceArrayInput,
  ReferenceInput,
} from 'react-admin';
import { defaultSortOfResource } from '../defaultSort';
import { useRecordText } from '../recordText';

const searchByText = (q: string) => (q ? { q } : {});

type ReferenceAutocompleteInputProps = Omit<AutocompleteInputProps, 'source' | 'filter'> & {
  source: string;
  reference: string;
  alwaysOn?: boolean;
  /** A fixed filter of the records offered (e.g. the sub-categories of one category). */
  filter?: Record<string, unknown>;
};

/**
 * A single reference, searchable through the API's `q` filter, named in the current locale. Its options keep
 * the current value (react-admin hides the selected option by default), so a picker shows where the record is.
 */
export const ReferenceAutocompleteInput = ({
  source,
  reference,
  alwaysOn: _,
  filter,
  ...rest
}: ReferenceAutocompleteInputProps) => {
  const recordText = useRecordText(reference);
  return (
    <ReferenceInput source={source} reference={reference} sort={defaultSortOfResource(reference)} filter={filter}>
      <AutocompleteInput optionText={recordText} filterToQuery={searchByText} filterSelectedOptions={false} {...rest} />
    </ReferenceInput>
  );
};

type ReferencesAutocompleteInputProps = Omit<AutocompleteArrayInputProps, 'source'> & {
  source: string;
  reference: string;
};

/** A list of references (`<x>Ids`), searchable through the API's `q` filter. */
export const ReferencesAutocompleteInput = ({ source, reference, ...rest }: ReferencesAutocompleteInputProps) => {
  const recordText = useRecordText(reference);
  return (
    <ReferenceArrayInput source={source} reference={reference} sort={defaultSortOfResource(reference)}>
      <AutocompleteArrayInput optionText={recordText} filterToQuery={searchByText} {...rest} />
    </ReferenceArrayInput>
  );
};
