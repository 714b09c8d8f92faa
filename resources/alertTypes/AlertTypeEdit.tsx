import { TextInput } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import {
  CatalogueEdit,
  CatalogueSimpleForm,
  EditTitle,
  EnumSelectInput,
  FieldLabel,
  useCatalogue,
} from '../../src/screens';
import { AlertTemplateFields } from './AlertTemplateFields';

const AlertTypeForm = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const label = (name: string) => <FieldLabel model={model} view={view} name={name} />;
  return (
    <CatalogueSimpleForm model={model} view={view} mode="edit">
      <TextInput source="keyName" label={label('keyName')} readOnly helperText="alertTypes.edit.keyNameReadOnly" />
      <EnumSelectInput model={model} view={view} name="type" />
      <AlertTemplateFields view={view} />
    </CatalogueSimpleForm>
  );
};

/** An alert type, titled with its readable title: its key (fixed), level, and title and message templates with their parameters. */
export const AlertTypeEdit = () => {
  const { model, view } = useCatalogue();
  return (
    <CatalogueEdit title={<EditTitle view={view.name} source="title" />}>
      <AlertTypeForm model={model} view={view} />
    </CatalogueEdit>
  );
};
