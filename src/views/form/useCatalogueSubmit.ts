import { useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { useFailureToast } from '../useFailureToast';
import { serverFieldErrors } from './serverFieldErrors';

/**
 * The form's submit: saves through the page's controller; on failure shows the spec §8 toast and
 * returns the field the server names, which the form then marks.
 */
export function useCatalogueSubmit(model: ResourceModel, view: ViewSpec) {
  const { save } = useSaveContext();
  const showFailure = useFailureToast();
  return async (values: FieldValues) => {
    let fieldErrors: Record<string, unknown> | undefined;
    await save?.(values, {
      onError: (error: unknown) => {
        showFailure(error, view.name);
        fieldErrors = serverFieldErrors(model, error);
      },
    });
    return fieldErrors;
  };
}
