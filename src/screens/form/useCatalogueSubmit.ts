import { useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { staleFieldsOf } from '../../notifications/errorMessages';
import { isRenewalDeclined } from '../../providers/sessionRenewal';
import { useFailureToast } from '../useFailureToast';
import { serverFieldErrors } from './serverFieldErrors';

/**
 * The form's submit: saves through the page's controller. The form keeps its values whatever the failure: a
 * record changed meanwhile goes to `onConflict` with the fields changed (the conflict dialog); a session the
 * administrator chose not to renew says nothing more (its values are kept as a draft, the page leaves for
 * sign-in); any other failure shows its toast (docs/product-rules.md, "Failure toasts") and returns the field the
 * server names, which the form then marks.
 */
export function useCatalogueSubmit(
  model: ResourceModel,
  view: ViewSpec,
  onConflict?: (changedFields: string[]) => void,
  /** Told of every failure, before it is handled as above. */
  onFailure?: () => void,
) {
  const { save } = useSaveContext();
  const showFailure = useFailureToast();
  return async (values: FieldValues) => {
    let fieldErrors: Record<string, unknown> | undefined;
    await save?.(values, {
      onError: (error: unknown) => {
        onFailure?.();
        if (isRenewalDeclined(error)) return;
        const staleFields = staleFieldsOf(error);
        if (staleFields && onConflict) return onConflict(staleFields);
        showFailure(error, view.name);
        fieldErrors = serverFieldErrors(model, error);
      },
    });
    return fieldErrors;
  };
}
