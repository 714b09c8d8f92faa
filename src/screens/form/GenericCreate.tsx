import { type ReactNode, useEffect } from 'react';
import { Create, useTranslate } from 'react-admin';
import { recordScreenOf } from '../../routing/catalogueScreens';
import { preloadPage } from '../lazyPage';
import { useCatalogue } from '../useCatalogue';
import { CatalogueForm } from './CatalogueForm';
import { useSavedToast } from './useSavedToast';

/** "Nouveau : Protocole": the singular name of the catalogue (react-admin's default uses the plural). */
export const CreateTitle = ({ view }: { view: string }) => {
  const translate = useTranslate();
  return <>{translate('app.form.createTitle', { name: translate(`resources.${view}.one`) })}</>;
};

/**
 * The frame of every add page: its title, saving once the server answers, the success toast naming the catalogue.
 * The record page a save leads to is fetched ahead: otherwise the add page, saved, would stay on screen under the
 * new address while that page loads, and what is typed into it then would be lost.
 */
export const CatalogueCreate = ({ children }: { children: ReactNode }) => {
  const { view } = useCatalogue();
  const onSuccess = useSavedToast(view, 'created');
  useEffect(() => {
    // Failed, it is fetched again as the record page renders.
    preloadPage(recordScreenOf(view.name)).catch(() => undefined);
  }, [view.name]);
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
