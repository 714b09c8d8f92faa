import { CatalogueDeleteButton } from '../CatalogueDeleteButton';

/** The listing column holding each row's delete button (its `label` names the column, left empty). */
export const DeleteRowButton = (_props: { label?: string }) => <CatalogueDeleteButton />;
