import { fieldsFixedBy } from '../../../lib/catalogueFacts';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { AtLeastOneOfLegend } from './AtLeastOneOfLegend';
import { CatalogueSimpleForm } from './CatalogueSimpleForm';
import { FieldInput } from './FieldInput';

interface CatalogueFormProps {
  model: ResourceModel;
  view: ViewSpec;
  mode: 'create' | 'edit';
}

/**
 * One input per model field, then the "at least one of" legend. Fields the view fixes are hidden (and preset
 * on create); read-only fields show on edit only.
 */
export const CatalogueFieldInputs = ({ model, view, mode }: CatalogueFormProps) => {
  const fixed = fieldsFixedBy(view);
  const fields = Object.entries(model.fields).filter(
    ([name, spec]) => !fixed.has(name) && !(mode === 'create' && spec.readOnly),
  );
  return (
    <>
      {fields.map(([name, spec]) => (
        <FieldInput
          key={name}
          name={name}
          spec={spec}
          model={model}
          view={view}
          readOnly={spec.readOnly || (mode === 'edit' && spec.keptOnUpdate)}
        />
      ))}
      <AtLeastOneOfLegend model={model} />
    </>
  );
};

/** A catalogue's form built from its model; a catalogue without the create or update call shows no save button. */
export const CatalogueForm = ({ model, view, mode }: CatalogueFormProps) => {
  const canSave = model.verbs.includes(mode === 'create' ? 'create' : 'update');
  return (
    <CatalogueSimpleForm model={model} view={view} mode={mode} toolbar={canSave ? undefined : false}>
      <CatalogueFieldInputs model={model} view={view} mode={mode} />
    </CatalogueSimpleForm>
  );
};
