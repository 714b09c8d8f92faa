import type { ReactElement } from 'react';
import { NullableBooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { TRASH_FILTER } from '../../../lib/bulk';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import { trashFilter } from '../bulk/TrashCells';
import { enumChoices } from '../inputs/enumChoices';
import { ReferenceAutocompleteInput } from '../inputs/ReferenceAutocompleteInput';
import { missingTranslationFilter } from '../translation/missingTranslationFilter';
import { listingSearch } from './ListingSearchInput';
import { filterFieldsOf, filterSwitchesOf } from './listingToolbar';

/**
 * The listing's filters: a search box, the switches « Traduction manquante » and « Corbeille » (bulk/TrashCells.tsx)
 * where the catalogue has them, then enums as selects, numbers (equal to), booleans and references as autocompletes
 * (listingToolbar.ts decides which).
 */
export function useCatalogueFilters(model: ResourceModel, view: ViewSpec): ReactElement[] {
  const translate = useTranslate();
  const filters: ReactElement[] = [listingSearch()];
  for (const { source, label } of filterSwitchesOf(model))
    filters.push(
      source === TRASH_FILTER
        ? trashFilter(translate(label), translate('bulk.trashHint'))
        : missingTranslationFilter(translate(label)),
    );
  for (const [name, spec] of filterFieldsOf(model, view)) {
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
