import { Create, useTranslate } from 'react-admin';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** "Nouveau : Protocole": the singular name of the catalogue (react-admin's default uses the plural). */
export const CreateTitle = ({ view }: { view: string }) => {
  const translate = useTranslate();
  return <>{translate('app.form.createTitle', { name: translate(`resources.${view}.one`) })}</>;
};

/** The add page of any catalogue, built from its model. */
export const GenericCreate = () => {
  const { model, view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'created');
  return (
    <Create mutationMode="pessimistic" mutationOptions={{ onSuccess }} title={<CreateTitle view={view.name} />}>
      <CatalogueForm model={model} view={view} mode="create" />
    </Create>
  );
};
