import { useEffect, useRef, useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  offerUnsavedChangesToLanguageSwitch,
  takeUnsavedChangesKeptThroughLanguageSwitch,
} from '../../layout/keptThroughLanguageSwitch';
import { draftKey } from './drafts';

/**
 * Inside a record's form: its unsaved changes survive a change of the interface language, which mounts every page
 * anew (src/layout/keptThroughLanguageSwitch.ts). The fields changed are offered to the switch, and given back as
 * unsaved changes once the form is ready again (after react-admin has reset it to the record), so that the warning
 * before leaving still guards them.
 */
export function UnsavedChangesKept() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const key = draftKey(resource ?? '', record?.id);
  const { getValues, setValue, formState } = useFormContext();
  const { dirtyFields } = useFormState();
  const changed = useRef(dirtyFields);
  changed.current = dirtyFields;

  useEffect(
    () =>
      offerUnsavedChangesToLanguageSwitch(key, () => {
        const names = Object.keys(changed.current);
        return names.length ? Object.fromEntries(names.map((name) => [name, getValues(name)])) : undefined;
      }),
    [key, getValues],
  );

  const [kept, setKept] = useState<Record<string, unknown>>();
  useEffect(() => setKept(takeUnsavedChangesKeptThroughLanguageSwitch(key)), [key]);
  const { isReady } = formState;
  useEffect(() => {
    if (!isReady || !kept) return;
    for (const [name, value] of Object.entries(kept)) setValue(name, value, { shouldDirty: true });
    setKept(undefined);
  }, [isReady, kept, setValue]);
  return null;
}
