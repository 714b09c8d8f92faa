import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { fieldsFixedBy } from '../viewFilter';
import { AtLeastOneOfLegend } from './AtLeastOneOfLegend';
import { CatalogueFormToolbar } from './CatalogueFormToolbar';
import { catalogueValidator } from './catalogueValidator';
import { createDefaultsOf } from './createDefaults';
import { FieldInput } from './FieldInput';
import { useCatalogueSubmit } from './useCatalogueSubmit';

interface CatalogueFormProps {
  model: ResourceModel;
  view: ViewSpec;
  mode: 'create' | 'edit';
}

/**
 * One input per model field, validated with the server's rules before sending, warning about unsaved
 * changes. Fields the view fixes are hidden (and preset on create); read-only fields show on edit only.
 */
export const CatalogueForm = ({ model, view, mode }: CatalogueFormProps) => {
  const validate = useMemo(() => catalogueValidator(model, view), [model, view]);
  const defaultValues = useMemo(
    () => (mode === 'create' ? createDefaultsOf(model, view) : undefined),
    [model, view, mode],
  );
  const onSubmit = useCatalogueSubmit(model, view);
  const fixed = fieldsFixedBy(view);
  const fields = Object.entries(model.fields).filter(
    ([name, spec]) => !fixed.has(name) && !(mode === 'create' && spec.readOnly),
  );
  const canSave = model.verbs.includes(mode === 'create' ? 'create' : 'update');
  return (
    <SimpleForm
      noValidate
      warnWhenUnsavedChanges
      validate={validate}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={canSave ? <CatalogueFormToolbar model={model} canDelete={mode === 'edit'} /> : false}
    >
      {fields.map(([name, spec]) => (
        <FieldInput key={name} name={name} spec={spec} model={model} view={view} readOnly={spec.readOnly} />
      ))}
      <AtLeastOneOfLegend model={model} />
    </SimpleForm>
  );
};
