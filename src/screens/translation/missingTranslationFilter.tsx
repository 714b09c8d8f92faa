import type { ReactElement } from 'react';
import { BooleanInput } from 'react-admin';
import type { ResourceModel } from '../../../lib/model';
import { hasTranslationSets, MISSING_TRANSLATION_FILTER } from '../../../lib/translationWork';

/** The missing-translation filter, on a catalogue that has it: an address may ask for it (the API lists by it). */
export function isMissingTranslationFilter(model: ResourceModel, key: string): boolean {
  return key === MISSING_TRANSLATION_FILTER && hasTranslationSets(model);
}

/**
 * Off is no filter at all (not `missingTranslation=0`): the listing shows every record. An empty value is how the
 * filter form drops a filter (an undefined one would keep the previous value).
 */
const onlyWhenOn = (checked: unknown) => (checked === true ? true : '');

/**
 * « Traduction manquante », always shown beside a listing's search: only the records missing a language in one of
 * their translation sets (`?missingTranslation=1`). Like the other filters it combines with the search and lives in
 * the address (docs/listing-addresses.md). A filter element of react-admin's filter form (which reads its `source`
 * and `alwaysOn`), hence a function rather than a component.
 */
export function missingTranslationFilter(label: string): ReactElement {
  return (
    <BooleanInput
      key={MISSING_TRANSLATION_FILTER}
      source={MISSING_TRANSLATION_FILTER}
      label={label}
      parse={onlyWhenOn}
      helperText={false}
      // Centred on the filled inputs beside it (the filter form lines its inputs up at their bottom).
      sx={{ mb: 1.25 }}
      alwaysOn
    />
  );
}
