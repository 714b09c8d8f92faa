import {
  DeleteWithConfirmButton,
  type RaRecord,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { modelForResource } from '../modelRegistry';
import { useLeaveRecordPage } from './form/useLeaveRecordPage';
import { useRecordText } from './recordText';
import { useFailureToast } from './useFailureToast';

/**
 * Deletes (disables) the record after a confirmation naming it and its catalogue. A refusal (spec §8:
 * associated elements exist) shows the "error on deletion" toast; the dataProvider keeps the error-delete state.
 */
export const CatalogueDeleteButton = ({ onDeleted }: { onDeleted?: (record?: RaRecord) => void }) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const recordText = useRecordText(resource);
  const record = useRecordContext();
  const showFailure = useFailureToast();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle="views.deleteDialog.title"
      confirmContent="views.deleteDialog.content"
      // %{name} is `resources.<view>.forcedCaseName` (i18n/index.ts); the record is quoted as the language does.
      titleTranslateOptions={{ recordRepresentation: translate('views.list.quoted', { text: recordText(record) }) }}
      mutationOptions={{ onError: (error: unknown) => showFailure(error), onSuccess: () => onDeleted?.(record) }}
    />
  );
};

/** The delete button of a record's own page: once deleted, the page is left as after a save (useLeaveRecordPage). */
export const RecordPageDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const leave = useLeaveRecordPage(modelForResource(resource)?.view ?? { name: resource, filter: {} });
  return <CatalogueDeleteButton onDeleted={leave} />;
};
