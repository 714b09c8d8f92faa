import { Edit, useRecordContext, useTranslate } from 'react-admin';
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

/** The modify page of any catalogue: its form, then its relations and children. */
export const GenericEdit = () => {
  const { model, view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect="list"
      title={<EditTitle view={view.name} />}
    >
      <CatalogueForm model={model} view={view} mode="edit" />
      <RelatedRecordsPanel model={model} view={view} />
    </Edit>
  );
};
