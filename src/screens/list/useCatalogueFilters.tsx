import type { ReactElement } from 'react';
import { NullableBooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { fieldsFixedBy } from '../../../lib/catalogueFacts';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import { trashFilter } from '../bulk/TrashCells';
import { enumChoices } from '../inputs/enumChoices';
import { ReferenceAutocompleteInput } from '../inputs/ReferenceAutocompleteInput';
import { hasTranslationSets, missingTranslationFilter } from '../translation/missingTranslationFilter';
import { listingSearch } from './ListingSearchInput';

/**
 * The listing's filters: a search box, « Traduction manquante » on catalogues with translation sets, « Corbeille » on
 * catalogues that delete (bulk/TrashCells.tsx), then enums as
 * selects, numbers (equal to), booleans and references as autocompletes.
 */
export function useCatalogueFilters(model: ResourceModel, view: ViewSpec): ReactElement[] {
  const translate = useTranslate();
  const fixed = fieldsFixedBy(view);
  const filters: ReactElement[] = [listingSearch()];
  if (hasTranslationSets(model)) filters.push(missingTranslationFilter(translate('screens.list.missingTranslation')));
  if (model.verbs.includes('delete')) filters.push(trashFilter(translate('bulk.trash'), translate('bulk.trashHint')));
  for (const [name, spec] of Object.entries(model.fields)) {
    if (fixed.has(name)) continue;
    const label = translate(`resources.${view.name}.fields.${name}`);
    if (spec.type === 'enum') {
      filters.push(
        <SelectInput key={name} source={name} label={label} choices={enumChoices(view.name, name, spec.values)} />,
      );
    } else if (spec.type === 'number') {
      filters.push(<NumberInput key={name} source={name} label={label} />);
    } else if (spec.type === 'boolean') {
      filters.push(<NullableBooleanInput key={name} source={name} label={label} />);
    } else if (spec.type === 'reference') {
      const isParent = model.orderable?.parent === name;
      filters.push(
        <ReferenceAutocompleteInput
          key={name}
          source={name}
          reference={referenceResourceOf(spec, view)}
          label={label}
          alwaysOn={isParent}
        />,
      );
    }
  }
  return filters;
}
