import { useCatalogue } from '../useCatalogue';
import { CatalogueDatagrid } from './CatalogueDatagrid';
import { catalogueColumns } from './catalogueColumns';
import { InfiniteListing } from './InfiniteListing';
import { useCatalogueFilters } from './useCatalogueFilters';

/**
 * The listing of any catalogue, built from its model: search, filters, columns (every one it can draw: the
 * administrator's choice or the first seven are shown, src/columns/), reorder and delete.
 */
export const GenericList = () => {
  const { model, view } = useCatalogue();
  const filters = useCatalogueFilters(model, view);
  return (
    <InfiniteListing model={model} view={view} filters={filters}>
      <CatalogueDatagrid model={model} view={view}>
        {catalogueColumns(model, view, true)}
      </CatalogueDatagrid>
    </InfiniteListing>
  );
};
