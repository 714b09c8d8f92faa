import type { ReactElement } from 'react';
import type { ResourceModel } from '../../../lib/model';
import { hasTranslationSets, MISSING_TRANSLATION_FILTER } from '../../../lib/translationWork';
import { filterSwitch } from '../list/filterSwitch';

/** The missing-translation filter, on a catalogue that has it: an address may ask for it (the API lists by it). */
export function isMissingTranslationFilter(model: ResourceModel, key: string): boolean {
  return key === MISSING_TRANSLATION_FILTER && hasTranslationSets(model);
}

/**
 * « Traduction manquante », always shown beside a listing's search: only the records missing a language in one of
 * their translation sets (`?missingTranslation=1`). Like the other filters it combines with the search and lives in
 * the address (docs/listing-addresses.md). A filter element of react-admin's filter form (which reads its `source`
 * and `alwaysOn`), hence a function rather than a component.
 */
export const missingTranslationFilter = (label: string): ReactElement =>
  filterSwitch(MISSING_TRANSLATION_FILTER, label);
