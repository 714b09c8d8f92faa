import { TextArrayField, TextField } from 'react-admin';
import { CatalogueDatagrid, InfiniteListing, useCatalogue, useCatalogueFilters } from '../../src/screens';

const DESCRIPTION_STYLE = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** E-mail template types with their parameters; a row (its key is a link) opens the type with its contents. */
export const NotificationTypeList = () => {
  const { model, view } = useCatalogue();
  const filters = useCatalogueFilters(model, view);
  return (
    <InfiniteListing model={model} view={view} filters={filters}>
      <CatalogueDatagrid model={model} view={view}>
        <TextField source="keyName" />
        <TextField source="description" sx={DESCRIPTION_STYLE} />
        <TextArrayField source="parameters" sortable={false} />
        <TextArrayField source="titleParameters" sortable={false} />
      </CatalogueDatagrid>
    </InfiniteListing>
  );
};
