import { type ReactElement, type ReactNode, useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { CatalogueFormToolbar } from './CatalogueFormToolbar';
import { catalogueValidator } from './catalogueValidator';
import { createDefaultsOf } from './createDefaults';
import { useCatalogueSubmit } from './useCatalogueSubmit';

interface CatalogueSimpleFormProps {
  model: ResourceModel;
  view: ViewSpec;
  mode: 'create' | 'edit';
  /** Replaces the save (and, on edit, delete) toolbar; `false` shows none. */
  toolbar?: ReactElement | false;
  children: ReactNode;
}

/**
 * Every catalogue form's frame: the server's rules checked before sending (the browser's own checks are off,
 * so messages are the console's, translated), the model's defaults on create, the catalogue's submit, and a
 * warning before leaving unsaved changes.
 */
export const CatalogueSimpleForm = ({ model, view, mode, toolbar, children }: CatalogueSimpleFormProps) => {
  const validate = useMemo(() => catalogueValidator(model, view), [model, view]);
  const defaultValues = useMemo(
    () => (mode === 'create' ? createDefaultsOf(model, view) : undefined),
    [model, view, mode],
  );
  const onSubmit = useCatalogueSubmit(model, view);
  return (
    <SimpleForm
      noValidate
      warnWhenUnsavedChanges
      validate={validate}
      onSubmit={onSubmit}
      defaultValues={defaultValues}
      toolbar={toolbar ?? <CatalogueFormToolbar model={model} canDelete={mode === 'edit'} />}
    >
      {children}
    </SimpleForm>
  );
};
