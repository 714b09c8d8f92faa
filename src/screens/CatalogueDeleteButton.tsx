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
 * The confirmation naming the record and its catalogue, and the refusal toast (associated elements exist:
 * "error on deletion", docs/product-rules.md, "Failure toasts"; the dataProvider keeps the error-delete state).
 * Shared by the form's delete button and the listing's one dialog (list/rowDelete.tsx).
 */
export function useDeleteConfirmation(record: RaRecord | undefined) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const recordText = useRecordText(resource);
  const showFailure = useFailureToast();
  // %{name} is `resources.<view>.forcedCaseName` (i18n/index.ts); the record is quoted as the language does.
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 1 });
  return {
    mutationMode: 'pessimistic',
    confirmTitle: 'screens.deleteDialog.title',
    confirmContent: 'screens.deleteDialog.content',
    titleTranslateOptions: {
      recordRepresentation: translate('screens.list.quoted', { text: recordText(record) }),
      name,
    },
    contentTranslateOptions: { name },
    mutationOptions: { onError: (error: unknown) => showFailure(error) },
  } as const;
}

/** Deletes (disables) the record after a confirmation naming it and its catalogue; `onDeleted` once done. */
export const CatalogueDeleteButton = ({ onDeleted }: { onDeleted?: (record?: RaRecord) => void }) => {
  const record = useRecordContext();
  const confirmation = useDeleteConfirmation(record);
  return (
    <DeleteWithConfirmButton
      redirect={false}
      {...confirmation}
      mutationOptions={{ ...confirmation.mutationOptions, onSuccess: () => onDeleted?.(record) }}
    />
  );
};

/** The delete button of a record's own page: once deleted, the page is left as after a save (useLeaveRecordPage). */
export const RecordPageDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const leave = useLeaveRecordPage(modelForResource(resource)?.view ?? { name: resource, filter: {} });
  return <CatalogueDeleteButton onDeleted={leave} />;
};
