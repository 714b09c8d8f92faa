import {
  DeleteWithConfirmButton,
  type RaRecord,
  type RedirectionSideEffect,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useRecordText } from './recordText';
import { useFailureToast } from './useFailureToast';

/**
 * The confirmation naming the record and its catalogue, and the refusal toast (spec §8: associated elements
 * exist: "error on deletion"; the dataProvider keeps the error-delete state). Shared by the form's delete button
 * and the listing's one dialog (list/rowDelete.tsx).
 */
export function useDeleteConfirmation(record: RaRecord | undefined) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const recordText = useRecordText(resource);
  const showFailure = useFailureToast();
  return {
    mutationMode: 'pessimistic',
    confirmTitle: 'views.deleteDialog.title',
    confirmContent: 'views.deleteDialog.content',
    // %{name} is `resources.<view>.forcedCaseName` (i18n/index.ts); the record is quoted as the language does.
    titleTranslateOptions: {
      recordRepresentation: translate('views.list.quoted', { text: recordText(record) }),
      name: translate(`resources.${resource}.forcedCaseName`, { smart_count: 1 }),
    },
    mutationOptions: { onError: (error: unknown) => showFailure(error) },
  } as const;
}

/** Deletes (disables) the record after a confirmation naming it and its catalogue. */
export const CatalogueDeleteButton = ({ redirect }: { redirect: RedirectionSideEffect }) => {
  const confirmation = useDeleteConfirmation(useRecordContext());
  return <DeleteWithConfirmButton redirect={redirect} {...confirmation} />;
};
