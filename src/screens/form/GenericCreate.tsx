import type { ReactNode } from 'react';
import { Create, useTranslate } from 'react-admin';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** "Nouveau : Protocole": the singular name of the catalogue (react-admin's default uses the plural). */
export const CreateTitle = ({ view }: { view: string }) => {
  const translate = useTranslate();
  return <>{translate('app.form.createTitle', { name: translate(`resources.${view}.one`) })}</>;
};

/** The frame of every add page: its title, saving once the server answers, the success toast naming the catalogue. */
export const CatalogueCreate = ({ children }: { children: ReactNode }) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'created');
  return (
    <Create mutationMode="pessimistic" mutationOptions={{ onSuccess }} title={<CreateTitle view={view.name} />}>
      {children}
    </Create>
  );
};

/** The add page of any catalogue, built from its model. */
export const GenericCreate = () => {
  const { model, view } = useCatalogue();
  return (
    <CatalogueCreate>
      <CatalogueForm model={model} view={view} mode="create" />
    </CatalogueCreate>
  );
};
