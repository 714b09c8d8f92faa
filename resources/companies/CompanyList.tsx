import { SelectInput, TextField, useTranslate } from 'react-admin';
import { referenceResourceOf } from '../../src/modelRegistry';
import { AccountList } from '../../src/organisations/accounts/AccountList';
import { enumChoices, ReferenceAutocompleteInput, useCatalogue } from '../../src/screens';
import model from './model';

/** Practices: name, city, main user and e-mail, account status; filtered by language or appliance category. */
export const CompanyList = () => {
  const translate = useTranslate();
  const { view } = useCatalogue();
  const label = (field: string) => translate(`resources.${view.name}.fields.${field}`);
  const filters = [
    <SelectInput
      key="defaultLanguage"
      source="defaultLanguage"
      label={label('defaultLanguage')}
      choices={enumChoices(view.name, 'defaultLanguage', model.fields.defaultLanguage.values)}
    />,
    <ReferenceAutocompleteInput
      key="availableApplianceCategoryIds"
      source="availableApplianceCategoryIds"
      reference={referenceResourceOf(model.fields.availableApplianceCategoryIds, view)}
      label={label('availableApplianceCategoryIds')}
    />,
  ];
  return (
    <AccountList
      filters={filters}
      columns={[
        <TextField key="name" source="name" />,
        <TextField key="city" source="city" />,
        <TextField key="mainUserLastName" source="mainUserLastName" />,
        <TextField key="mainUserFirstName" source="mainUserFirstName" />,
        <TextField key="mainUserEmail" source="mainUserEmail" />,
      ]}
    />
  );
};
