import { useMemo } from 'react';
import { type RaRecord, useLocaleState } from 'react-admin';
import { recordTextFor } from './recordNames';

export { recordTextFor, textOf } from './recordNames';

/** The text naming records of a console resource in the current locale (recordNames.ts); the same function until either changes. */
export function useRecordText(resource: string): (record: RaRecord | undefined) => string {
  const [locale] = useLocaleState();
  return useMemo(() => recordTextFor(resource, locale), [resource, locale]);
}
