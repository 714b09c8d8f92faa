import {
  DeleteWithConfirmButton,
  type RedirectionSideEffect,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useRecordText } from './recordText';
import { useFailureToast } from './useFailureToast';

/**
 * Deletes (disables) the record after a confirmation naming it. A refusal (spec §8: associated elements
 * exist) shows the "error on deletion" toast; the dataProvider keeps the error-delete state.
 */
export const CatalogueDeleteButton = ({ redirect }: { redirect: RedirectionSideEffect }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const recordText = useRecordText(resource);
  const record = useRecordContext();
  const showFailure = useFailureToast();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      translateOptions={{
        name: translate(`resources.${resource}.one`),
        recordRepresentation: translate('views.list.quoted', { text: recordText(record) }),
      }}
      mutationOptions={{ onError: (error: unknown) => showFailure(error) }}
    />
  );
};
