import { TextField } from 'react-admin';
import { AccountList } from '../../src/organisations/accounts/AccountList';
import { useLinkedPractices } from '../../src/organisations/accounts/LinkedPractices';

/** Diagnosticians: names, RPPS, e-mail, practices, account status; filtered by practice. */
export const UserThirdPartyList = () => {
  const linkedPractices = useLinkedPractices();
  return (
    <AccountList
      filters={[linkedPractices.filter]}
      columns={[
        <TextField key="lastName" source="lastName" />,
        <TextField key="firstName" source="firstName" />,
        <TextField key="rpps" source="rpps" />,
        <TextField key="email" source="email" />,
        linkedPractices.column,
      ]}
    />
  );
};
