import { useMemo } from 'react';
import { CatalogueEdit, RelatedRecordsPanel, useCatalogue } from '../../src/screens';
import { PedagogicalSheetForm } from './PedagogicalSheetForm';

/**
 * The modify page of a sheet, whichever of its five listings it is opened from: the sheet and its content
 * editor, then its images, key words and links (their own editors, as on every page with children).
 */
export const PedagogicalSheetEdit = () => {
  const { model, view } = useCatalogue();
  const withoutSections = useMemo(() => {
    const { sections: _edited, ...others } = model.children ?? {};
    return { ...model, children: others };
  }, [model]);
  return (
    <CatalogueEdit>
      <PedagogicalSheetForm model={model} view={view} />
      <RelatedRecordsPanel model={withoutSections} view={view} />
    </CatalogueEdit>
  );
};
