import type { ReactNode } from 'react';
import { Edit, type EditProps, useRecordContext, useTranslate } from 'react-admin';
import { useRecordText } from '../recordText';
import { RelatedRecordsPanel } from '../relations/RelatedRecordsPanel';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** The record's name in the current language; the catalogue's singular name while it loads or when it has none. */
export const EditTitle = ({ view }: { view: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = useRecordText(view)(record).trim();
  return <>{name || translate(`resources.${view}.one`)}</>;
};

type CatalogueEditProps = Pick<EditProps, 'actions' | 'queryOptions'> & { children: ReactNode };

/**
 * The frame of every modify page: titled with the record's name, saving once the server answers with the
 * success toast, back to the listing.
 */
export const CatalogueEdit = ({ children, ...props }: CatalogueEditProps) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect="list"
      title={<EditTitle view={view.name} />}
      {...props}
    >
      {children}
    </Edit>
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
