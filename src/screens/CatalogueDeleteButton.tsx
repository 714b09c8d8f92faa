import {
  DeleteWithConfirmButton,
  type RaRecord,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useUnselect,
} from 'react-admin';
import type { ErrorBody } from '../../lib/errors';
import { modelForResource } from '../modelRegistry';
import { errorBodyOf, isDeletionRefused } from '../notifications/errorMessages';
import { useErrorDeleteFlag } from '../notifications/useNotifyOutcome';
import { type RefusalReports, useRefusalDialog } from './bulk/RefusalDialog';
import { useNotifyDeleted } from './bulk/undoToast';
import { useLeaveRecordPage } from './form/useLeaveRecordPage';
import { useRecordText } from './recordText';
import { DeleteConfirmContent } from './usedBy/DeleteConfirmContent';
import { useFailureToast } from './useFailureToast';

/**
 * The confirmation naming the record and its catalogue and listing the records that use it (usedBy/), the success toast offering « Annuler » (bulk/undoToast.tsx),
 * and the refusal: when records still refer to it (409 / 1104), a dialog naming them, each a link to its page
 * (`reports`, bulk/RefusalDialog.tsx); any other failure is its toast (docs/product-rules.md, "Failure toasts"; the
 * dataProvider keeps the error-delete state). Shared by the form's delete button and the listing's one dialog
 * (list/rowDelete.tsx).
 */
export function useDeleteConfirmation(record: RaRecord | undefined, reports?: RefusalReports) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const recordText = useRecordText(resource);
  const showFailure = useFailureToast();
  const notifyDeleted = useNotifyDeleted();
  const unselect = useUnselect(resource);
  const [, setErrorDelete] = useErrorDeleteFlag();
  // %{name} is `resources.<view>.forcedCaseName` (i18n/index.ts); the record is quoted as the language does.
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: 1 });
  const onError = (error: unknown) => {
    const body = errorBodyOf(error);
    if (reports && isDeletionRefused(error) && (body.references?.length ?? 0) > 0) {
      setErrorDelete(true);
      reports.showDependents(resource, recordText(record), body as ErrorBody);
    } else showFailure(error);
  };
  return {
    mutationMode: 'pessimistic',
    confirmTitle: 'screens.deleteDialog.title',
    confirmContent: <DeleteConfirmContent resource={resource} id={record?.id} name={name} />,
    titleTranslateOptions: {
      recordRepresentation: translate('screens.list.quoted', { text: recordText(record) }),
      name,
    },
    mutationOptions: {
      onError,
      onSuccess: () => {
        if (!record) return;
        unselect([record.id], true);
        notifyDeleted(resource, [record.id]);
      },
    },
  } as const;
}

/** Deletes (disables) the record after a confirmation naming it and its catalogue; `onDeleted` once done. */
export const CatalogueDeleteButton = ({ onDeleted }: { onDeleted?: (record?: RaRecord) => void }) => {
  const record = useRecordContext();
  const { dialog, ...reports } = useRefusalDialog();
  const confirmation = useDeleteConfirmation(record, reports);
  return (
    <>
      <DeleteWithConfirmButton
        redirect={false}
        {...confirmation}
        mutationOptions={{
          ...confirmation.mutationOptions,
          onSuccess: () => {
            confirmation.mutationOptions.onSuccess();
            onDeleted?.(record);
          },
        }}
      />
      {dialog}
    </>
  );
};

/** The delete button of a record's own page: once deleted, the page is left as after a save (useLeaveRecordPage). */
export const RecordPageDeleteButton = () => {
  const resource = useResourceContext() ?? '';
  const leave = useLeaveRecordPage(modelForResource(resource)?.view ?? { name: resource, filter: {} });
  return <CatalogueDeleteButton onDeleted={leave} />;
};
