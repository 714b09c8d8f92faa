import { useEffect } from 'react';
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

/** In a form (e.g. sign-in): its values survive a language switch. */
export function useKeepThroughLanguageSwitch(): void {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const read = () => getValues();
    readers.add(read);
    if (carried) {
      for (const [name, value] of Object.entries(carried)) if (value !== undefined) setValue(name, value);
      carried = undefined;
    }
    return () => {
      readers.delete(read);
    };
  }, [getValues, setValue]);
}
