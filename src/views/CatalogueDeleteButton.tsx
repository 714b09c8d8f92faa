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
 * Deletes (disables) the record after a confirmation naming it and its catalogue. A refusal (spec §8:
 * associated elements exist) shows the "error on deletion" toast; the dataProvider keeps the error-delete state.
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
      confirmTitle="views.deleteDialog.title"
      confirmContent="views.deleteDialog.content"
      // %{name} is `resources.<view>.forcedCaseName` (i18n/index.ts); the record is quoted as the language does.
      titleTranslateOptions={{ recordRepresentation: translate('views.list.quoted', { text: recordText(record) }) }}
      mutationOptions={{ onError: (error: unknown) => showFailure(error) }}
    />
  );
};
