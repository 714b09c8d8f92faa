import type { ReactElement } from 'react';
import { ChipField, ReferenceArrayField, SingleFieldList, useTranslate } from 'react-admin';
import { ReferenceAutocompleteInput, useCatalogue } from '../../screens';

/** The practices a record lists in `companyIds`, as chips (a listing column). */
const LinkedPracticesField = (_props: { label?: string; sortable?: boolean }) => (
  <ReferenceArrayField source="companyIds" reference="companies">
    <SingleFieldList linkType={false}>
      <ChipField source="name" size="small" />
    </SingleFieldList>
  </ReferenceArrayField>
);

/**
 * A listing's linked practices, named by the catalogue's `companyIds` label: the column of chips and the
 * filter keeping the records linked to one practice (`companyIds=<id>`).
 */
export function useLinkedPractices(): { column: ReactElement; filter: ReactElement } {
  const translate = useTranslate();
  const { view } = useCatalogue();
  const label = `resources.${view.name}.fields.companyIds`;
  return {
    column: <LinkedPracticesField key="companyIds" label={label} sortable={false} />,
    filter: (
      <ReferenceAutocompleteInput key="companyIds" source="companyIds" reference="companies" label={translate(label)} />
    ),
  };
}
