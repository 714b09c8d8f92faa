import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import type { RaRecord } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * What a modify page's form lets the rest of the page do with it (the history's revert, src/screens/history/): know
 * whether it holds unsaved values, and put a record into it in place of every value, typed ones too.
 */
export interface RecordFormControl {
  hasUnsavedChanges(): boolean;
  replaceWith(record: RaRecord): void;
}

const ControlContext = createContext<RefObject<RecordFormControl | null> | null>(null);

/** Around a modify page (CatalogueEdit): its form registers itself here. */
export const RecordFormControlProvider = ({ children }: { children: ReactNode }) => {
  const control = useRef<RecordFormControl | null>(null);
  return <ControlContext.Provider value={control}>{children}</ControlContext.Provider>;
};

/** The page's form, when it has one (a page without a form, or before it is drawn: null). */
export function useRecordFormControl(): RefObject<RecordFormControl | null> | null {
  return useContext(ControlContext);
}

/**
 * Inside a modify page's form: registers it. `onReplaced` is told the record now in the form (the form's record
 * under typing, typedOverChanges.ts, stands on it from then on).
 */
export const RegisterRecordForm = ({ onReplaced }: { onReplaced: (record: RaRecord) => void }) => {
  const holder = useContext(ControlContext);
  const { reset } = useFormContext();
  const { dirtyFields } = useFormState();
  const dirty = useRef(false);
  dirty.current = Object.keys(dirtyFields).length > 0;
  const replaced = useRef(onReplaced);
  replaced.current = onReplaced;
  useEffect(() => {
    if (!holder) return undefined;
    const control: RecordFormControl = {
      hasUnsavedChanges: () => dirty.current,
      replaceWith: (record) => {
        reset(record);
        replaced.current(record);
      },
    };
    holder.current = control;
    return () => {
      if (holder.current === control) holder.current = null;
    };
  }, [holder, reset]);
  return null;
};
