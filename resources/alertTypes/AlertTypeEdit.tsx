import { useMemo } from 'react';
import { Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import { useCatalogue } from '../../src/views';
import { CatalogueFormToolbar } from '../../src/views/form/CatalogueFormToolbar';
import { catalogueValidator } from '../../src/views/form/catalogueValidator';
import { FieldLabel } from '../../src/views/form/FieldLabel';
import { useCatalogueSubmit } from '../../src/views/form/useCatalogueSubmit';
import { useSavedToast } from '../../src/views/form/useSavedToast';
import { enumChoices } from '../../src/views/inputs/enumChoices';
import { useReadFailure } from '../notificationTypes/useReadFailure';
import { AlertTemplateFields } from './AlertTemplateFields';
import { ALERT_LEVELS } from './model';

const AlertTypeForm = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const validate = useMemo(() => catalogueValidator(model, view), [model, view]);
  const onSubmit = useCatalogueSubmit(model, view);
  const label = (name: string) => <FieldLabel model={model} view={view} name={name} />;
  return (
    <SimpleForm
      noValidate
      warnWhenUnsavedChanges
      validate={validate}
      onSubmit={onSubmit}
      toolbar={<CatalogueFormToolbar model={model} canDelete />}
    >
      <TextInput source="keyName" label={label('keyName')} readOnly helperText="alertTypes.edit.keyNameReadOnly" />
      <SelectInput source="type" label={label('type')} choices={enumChoices(view.name, 'type', ALERT_LEVELS)} />
      <AlertTemplateFields view={view} />
    </SimpleForm>
  );
};

/** An alert type: its key (fixed), level, and title and message templates with their parameters. */
export const AlertTypeEdit = () => {
  const { model, view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  const onReadFailure = useReadFailure(view.name);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      queryOptions={{ onError: onReadFailure }}
      redirect="list"
    >
      <AlertTypeForm model={model} view={view} />
    </Edit>
  );
};
