import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Typed values kept while the language changes: react-admin mounts every page anew then (its
 * I18nContextProvider re-keys the whole tree), which would empty the forms. The values only live in memory
 * between the click on a flag and the page coming back.
 */
const readers = new Set<() => Record<string, unknown>>();
let carried: Record<string, unknown> | undefined;

/** Called by the language switch just before the language changes. */
export function carryFormValuesThroughLanguageSwitch(): void {
  carried = readers.size > 0 ? Object.assign({}, ...[...readers].map((read) => read())) : undefined;
}

/** Inside a form: its values are offered to the language switch. */
export function useOfferValuesToLanguageSwitch(): void {
  const { getValues } = useFormContext();
  useEffect(() => {
    const read = () => getValues();
    readers.add(read);
    return () => {
      readers.delete(read);
    };
  }, [getValues]);
}

/** The values a form had before the language switch that re-mounted it: its default values. */
export function useValuesKeptThroughLanguageSwitch(): Record<string, unknown> | undefined {
  const [values] = useState(() => carried);
  useEffect(() => {
    carried = undefined;
  }, []);
  return values;
}
