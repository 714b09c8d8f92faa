import type { ReactNode } from 'react';
import { Edit, type EditProps, useRecordContext, useTranslate } from 'react-admin';
import { RecordHistoryPanel } from '../history/RecordHistoryPanel';
import { useRecordText } from '../recordText';
import { RelatedRecordsPanel } from '../relations/RelatedRecordsPanel';
import { useCatalogue } from '../useCatalogue';
import { UsedByPanel } from '../usedBy/UsedByPanel';
import { useReadFailure } from '../useReadFailure';
import { CatalogueForm } from './CatalogueForm';
import { RecordFormControlProvider } from './recordFormControl';
import { useSavedToast } from './useSavedToast';

/**
 * The record's name in the current language; with `source`, that field's text first (a readable description
 * rather than a key). The catalogue's singular name while it loads or when it has none.
 */
export const EditTitle = ({ view, source }: { view: string; source?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const recordText = useRecordText(view);
  const readable = source ? String(record?.[source] ?? '').trim() : '';
  const name = readable || recordText(record).trim();
  return <>{name || translate(`resources.${view}.one`)}</>;
};

type CatalogueEditProps = Pick<EditProps, 'actions' | 'queryOptions' | 'title'> & { children: ReactNode };

/**
 * The frame of every modify page: titled with the record's name, saving once the server answers with the
 * success toast, then back to the page that opened it or the listing (useSavedToast). A record that cannot
 * be read (404 too) shows the generic error (docs/product-rules.md, "Failure toasts") and leaves the page the same way.
 * Under the page's own content, what uses the record (usedBy/UsedByPanel.tsx), then the record's history (docs/history.md, "In the console"), which may put a version
 * back into the page's form.
 */
export const CatalogueEdit = ({ children, ...props }: CatalogueEditProps) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  const onReadFailure = useReadFailure(view);
  return (
    <RecordFormControlProvider>
      <Edit
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        queryOptions={{ onError: onReadFailure }}
        redirect="list"
        title={<EditTitle view={view.name} />}
        {...props}
      >
        {children}
        <UsedByPanel />
        <RecordHistoryPanel />
      </Edit>
    </RecordFormControlProvider>
  );
};

/** The modify page of any catalogue: its form, then its relations and children; `actions` above the form. */
export const GenericEdit = ({ actions }: Pick<CatalogueEditProps, 'actions'>) => {
  const { model, view } = useCatalogue();
  return (
    <CatalogueEdit actions={actions}>
      <CatalogueForm model={model} view={view} mode="edit" />
      <RelatedRecordsPanel model={model} view={view} />
    </CatalogueEdit>
  );
};
