import { Edit } from 'react-admin';
import { RelatedRecordsPanel } from '../relations/RelatedRecordsPanel';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** The modify page of any catalogue: its form, then its relations and children. */
export const GenericEdit = () => {
  const { model, view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'updated');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} redirect="list">
      <CatalogueForm model={model} view={view} mode="edit" />
      <RelatedRecordsPanel model={model} view={view} />
    </Edit>
  );
};
