import { Create } from 'react-admin';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** The add page of any catalogue, built from its model. */
export const GenericCreate = () => {
  const { model, view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'created');
  return (
    <Create mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <CatalogueForm model={model} view={view} mode="create" />
    </Create>
  );
};
