import type { ReactElement } from 'react';
import { ChipField, ReferenceArrayField, SingleFieldList } from 'react-admin';
import { ReferenceAutocompleteInput } from '../../../src/views';

/** The practices a record lists in `companyIds`, as chips (a listing column). */
export const LinkedPracticesField = (_props: { label?: string; sortable?: boolean }) => (
  <ReferenceArrayField source="companyIds" reference="companies">
    <SingleFieldList linkType={false}>
      <ChipField source="name" size="small" />
    </SingleFieldList>
  </ReferenceArrayField>
);

/** Listing filter: the records linked to one practice (`companyIds=<id>`); `label` is already translated. */
export const linkedPracticeFilter = (label: string): ReactElement => (
  <ReferenceAutocompleteInput key="companyIds" source="companyIds" reference="companies" label={label} />
);
