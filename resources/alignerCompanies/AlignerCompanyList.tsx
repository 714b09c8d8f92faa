import { TextField, useTranslate } from 'react-admin';
import { useCatalogue } from '../../src/views';
import { ThumbnailField } from '../../src/views/list/ThumbnailField';
import { AccountList } from '../companies/account/AccountList';
import { LinkedPracticesField, linkedPracticeFilter } from '../companies/account/LinkedPractices';

/** Aligner companies: logo, name, main contact, partner practices, account status; filtered by practice. */
export const AlignerCompanyList = () => {
  const translate = useTranslate();
  const { view } = useCatalogue();
  return (
    <AccountList
      filters={[linkedPracticeFilter(translate(`resources.${view.name}.fields.companyIds`))]}
      columns={[
        <ThumbnailField key="image" source="image" label={`resources.${view.name}.fields.image`} sortable={false} />,
        <TextField key="name" source="name" />,
        <TextField key="mainUserLastName" source="mainUserLastName" />,
        <TextField key="mainUserEmail" source="mainUserEmail" />,
        <LinkedPracticesField key="companyIds" label={`resources.${view.name}.fields.companyIds`} sortable={false} />,
      ]}
    />
  );
};
