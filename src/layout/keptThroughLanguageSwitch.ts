import { useEffect, useRef, useState } from 'react';
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
  carriedStates = new Map([...stateReaders].map(([name, read]) => [name, read()]));
  carryUnsavedChanges();
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

/** A page's own states kept through the switch the same way (by name), such as the sign-in page's refusal. */
const stateReaders = new Map<string, () => unknown>();
let carriedStates = new Map<string, unknown>();

/**
 * A page's state that survives the language switch re-mounting the page, as useState otherwise: e.g. the sign-in
 * page's « bloquée pendant N minutes », kept as a message key and its values, so that it reads in the new language.
 */
export function useStateKeptThroughLanguageSwitch<T>(name: string): [T | undefined, (value: T | undefined) => void] {
  const [value, setValue] = useState<T | undefined>(() => carriedStates.get(name) as T | undefined);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    carriedStates.delete(name);
    stateReaders.set(name, () => latest.current);
    return () => {
      stateReaders.delete(name);
    };
  }, [name]);
  return [value, setValue];
}

/**
 * The unsaved changes of a record's form (a catalogue's create or modify page), kept by the form's key
 * (src/screens/form/drafts.ts draftKey) through a change of language, and given back as unsaved changes to the same
 * form on the same page once it is mounted again: typed values are never lost to the switch, and the warning before
 * leaving still guards them (src/screens/form/UnsavedChangesWarning.tsx).
 */
const changedForms = new Map<string, () => Record<string, unknown> | undefined>();
let carriedChanges: { page: string; byForm: Map<string, Record<string, unknown>> } | undefined;

function carryUnsavedChanges(): void {
  const byForm = new Map<string, Record<string, unknown>>();
  for (const [key, read] of changedForms) {
    const changes = read();
    if (changes && Object.keys(changes).length > 0) byForm.set(key, changes);
  }
  carriedChanges = byForm.size > 0 ? { page: window.location.hash, byForm } : undefined;
}

/** Offers a form's unsaved changes (undefined: none) to the language switch, under the form's key. */
export function offerUnsavedChangesToLanguageSwitch(key: string, read: () => Record<string, unknown> | undefined) {
  changedForms.set(key, read);
  return () => {
    if (changedForms.get(key) === read) changedForms.delete(key);
  };
}

/** The unsaved changes a form had before the language switch re-mounted it, once (on the page they were typed on). */
export function takeUnsavedChangesKeptThroughLanguageSwitch(key: string): Record<string, unknown> | undefined {
  if (!carriedChanges) return undefined;
  const { page, byForm } = carriedChanges;
  const changes = byForm.get(key);
  byForm.delete(key);
  if (byForm.size === 0) carriedChanges = undefined;
  return page === window.location.hash ? changes : undefined;
}
