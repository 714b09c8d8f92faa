import { TextField } from 'react-admin';
import { AccountList } from '../../src/organisations/accounts/AccountList';
import { useLinkedPractices } from '../../src/organisations/accounts/LinkedPractices';
import { useCatalogue } from '../../src/screens';
import { ThumbnailField } from '../../src/screens/list/ThumbnailField';

/** Aligner companies: logo, name, main contact, partner practices, account status; filtered by practice. */
export const AlignerCompanyList = () => {
  const { view } = useCatalogue();
  const linkedPractices = useLinkedPractices();
  return (
    <AccountList
      filters={[linkedPractices.filter]}
      columns={[
        <ThumbnailField key="image" source="image" label={`resources.${view.name}.fields.image`} sortable={false} />,
        <TextField key="name" source="name" />,
        <TextField key="mainUserLastName" source="mainUserLastName" />,
        <TextField key="mainUserEmail" source="mainUserEmail" />,
        linkedPractices.column,
      ]}
    />
  );
};
