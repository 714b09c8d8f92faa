import { TextField, useTranslate } from 'react-admin';
import { useCatalogue } from '../../src/views';
import { AccountList } from '../companies/account/AccountList';
import { LinkedPracticesField, linkedPracticeFilter } from '../companies/account/LinkedPractices';

/** Diagnosticians: names, RPPS, e-mail, practices, account status; filtered by practice. */
export const UserThirdPartyList = () => {
  const translate = useTranslate();
  const { view } = useCatalogue();
  return (
    <AccountList
      filters={[linkedPracticeFilter(translate(`resources.${view.name}.fields.companyIds`))]}
      columns={[
        <TextField key="lastName" source="lastName" />,
        <TextField key="firstName" source="firstName" />,
        <TextField key="rpps" source="rpps" />,
        <TextField key="email" source="email" />,
        <LinkedPracticesField key="companyIds" label={`resources.${view.name}.fields.companyIds`} sortable={false} />,
      ]}
    />
  );
};
