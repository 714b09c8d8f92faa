import { SelectInput, TextInput } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import { CatalogueEdit, CatalogueSimpleForm, enumChoices, FieldLabel, useCatalogue } from '../../src/views';
import { useReadFailure } from '../notificationTypes/useReadFailure';
import { AlertTemplateFields } from './AlertTemplateFields';
import { ALERT_LEVELS } from './model';

const AlertTypeForm = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const label = (name: string) => <FieldLabel model={model} view={view} name={name} />;
  return (
    <CatalogueSimpleForm model={model} view={view} mode="edit">
      <TextInput source="keyName" label={label('keyName')} readOnly helperText="alertTypes.edit.keyNameReadOnly" />
      <SelectInput source="type" label={label('type')} choices={enumChoices(view.name, 'type', ALERT_LEVELS)} />
      <AlertTemplateFields view={view} />
    </CatalogueSimpleForm>
  );
};

/** An alert type: its key (fixed), level, and title and message templates with their parameters. */
export const AlertTypeEdit = () => {
  const { model, view } = useCatalogue();
  const onReadFailure = useReadFailure(view.name);
  return (
    <CatalogueEdit queryOptions={{ onError: onReadFailure }}>
      <AlertTypeForm model={model} view={view} />
    </CatalogueEdit>
  );
};
