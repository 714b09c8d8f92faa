import { Datagrid, TextArrayField, TextField } from 'react-admin';
import { InfiniteListing, useCatalogue, useCatalogueFilters } from '../../src/views';

const DESCRIPTION_STYLE = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** E-mail template types with their parameters; a row opens the type with its contents. */
export const NotificationTypeList = () => {
  const { model, view } = useCatalogue();
  const filters = useCatalogueFilters(model, view);
  return (
    <InfiniteListing model={model} view={view} filters={filters}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="keyName" />
        <TextField source="description" sortable={false} sx={DESCRIPTION_STYLE} />
        <TextArrayField source="parameters" sortable={false} />
        <TextArrayField source="titleParameters" sortable={false} />
      </Datagrid>
    </InfiniteListing>
  );
};
