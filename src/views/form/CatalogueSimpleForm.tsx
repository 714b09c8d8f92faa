import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { SimpleForm } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { RelationInputs } from '../relations/RelationInputs';
import { CatalogueFormToolbar } from './CatalogueFormToolbar';
import { catalogueValidator } from './catalogueValidator';
import { createDefaultsOf } from './createDefaults';
import { FormDraft } from './FormDraft';
import { SaveConflictDialog } from './SaveConflictDialog';
import { useCatalogueSubmit } from './useCatalogueSubmit';

interface CatalogueSimpleFormProps {
  model: ResourceModel;
  view: ViewSpec;
  mode: 'create' | 'edit';
  /** Replaces the save (and, on edit, delete) toolbar; `false` shows none. */
  toolbar?: ReactElement | false;
  /** Further checks of the screen's own inputs (e.g. a sheet's sections), merged with the model's rules. */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Runs once the form is valid, before the record is saved (e.g. saving its children); false stops the save. */
  beforeSave?: (values: FieldValues) => Promise<boolean>;
  children: ReactNode;
}

/**
 * Every catalogue form's frame: the server's rules checked before sending (the browser's own checks are off,
 * so messages are the console's, translated), the model's defaults on create, the catalogue's submit, the
 * model's relation lists (sent by the same Save), a warning before leaving unsaved changes, its values kept
 * when the session ends (and offered back), and the dialog of a record changed meanwhile.
 */
export const CatalogueSimpleForm = (props: CatalogueSimpleFormProps) => {
  const { model, view, mode, toolbar, validate: screenRules, beforeSave, children } = props;
  const validate = useMemo(() => {
    const modelRules = catalogueValidator(model, view);
    return (values: Record<string, unknown>) => ({ ...modelRules(values), ...screenRules?.(values) });
  }, [model, view, screenRules]);
  const defaultValues = useMemo(
    () => (mode === 'create' ? createDefaultsOf(model, view) : undefined),
    [model, view, mode],
  );
  const [conflict, setConflict] = useState<string[]>();
  const submit = useCatalogueSubmit(model, view, setConflict);
  const onSubmit = async (values: FieldValues) => ((await beforeSave?.(values)) === false ? undefined : submit(values));
  return (
    <SimpleForm
      noValidate
      warnWhenUnsavedChanges
      validate={validate}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={toolbar ?? <CatalogueFormToolbar model={model} canDelete={mode === 'edit'} />}
    >
      <FormDraft resource={view.name} />
      {children}
      {Object.keys(model.relations ?? {}).length > 0 && <RelationInputs model={model} view={view} />}
      {mode === 'edit' && (
        <SaveConflictDialog
          model={model}
          view={view}
          changedFields={conflict}
          onClose={() => setConflict(undefined)}
          resubmit={onSubmit}
        />
      )}
    </SimpleForm>
  );
};
