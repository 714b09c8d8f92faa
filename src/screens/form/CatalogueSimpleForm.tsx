import { type ReactElement, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { RelationInputs } from '../relations/RelationInputs';
import { TranslationSetsProvider } from '../translation/TranslationSets';
import { CatalogueFormToolbar } from './CatalogueFormToolbar';
import { catalogueValidator } from './catalogueValidator';
import { createDefaultsOf } from './createDefaults';
import { FormDraft } from './FormDraft';
import { RegisterRecordForm } from './recordFormControl';
import { SaveConflictDialog } from './SaveConflictDialog';
import { type ChangesUnderTyping, WatchChangesUnderTyping } from './typedOverChanges';
import { UnsavedChangesWarning } from './UnsavedChangesWarning';
import { useCatalogueSubmit } from './useCatalogueSubmit';

interface CatalogueSimpleFormProps {
  model: ResourceModel;
  view: ViewSpec;
  mode: 'create' | 'edit';
  /** Replaces the save (and, on edit, delete) toolbar; `false` shows none. */
  toolbar?: ReactElement | false;
  /** Further checks of the screen's own inputs (e.g. a sheet's sections), merged with the model's rules. */
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Runs once the form is valid, before the record is saved (e.g. saving its children); false stops the save. */
  beforeSave?: (values: FieldValues) => Promise<boolean>;
  children: ReactNode;
}

/**
 * Every catalogue form's frame: the server's rules checked before sending (the browser's own checks are off,
 * so messages are the console's, translated), the model's defaults on create, the catalogue's submit, the
 * model's relation lists (sent by the same Save), a warning before leaving unsaved changes, its values kept
 * when the session ends (and offered back), what is typed kept when the record arrives again, and the dialog of a
 * record changed meanwhile (refused by the server, or seen by the form under typed values). Its translation sets
 * are known to its toolbar, which offers to translate the empty ones. On a modify page, the page's history may put a
 * restored version into it (recordFormControl.tsx).
 */
export const CatalogueSimpleForm = (props: CatalogueSimpleFormProps) => {
  const { model, view, mode, toolbar, validate: screenRules, beforeSave, children } = props;
  const validate = useMemo(() => {
    const modelRules = catalogueValidator(model, view);
    return (values: Record<string, unknown>) => ({ ...modelRules(values), ...screenRules?.(values) });
  }, [model, view, screenRules]);
  const defaultValues = useMemo(
    () => (mode === 'create' ? createDefaultsOf(model, view) : undefined),
    [model, view, mode],
  );
  const [conflict, setConflict] = useState<string[]>();
  // How react-admin resets the form when its record changes (read at each reset, so kept in one object). A record
  // arriving again (its own read after the listing's copy, a read made again later) replaces only what was not
  // typed, which a plain reset would wipe; a typed field the stored record changed meanwhile is named at Save
  // (typedOverChanges.ts). The record a save answers replaces every value (nothing is left unsaved, the page can
  // be left): keeping is off from Save until that record is in the form, or the save failed.
  const [resetOptions] = useState(() => ({ keepDirtyValues: mode === 'edit' }));
  const keepTyped = useCallback(() => {
    resetOptions.keepDirtyValues = mode === 'edit';
  }, [resetOptions, mode]);
  const record = useRecordContext();
  useEffect(() => {
    // After the form's own reset to this record (a parent's effects run after its children's).
    if (record) keepTyped();
  }, [record, keepTyped]);
  const submit = useCatalogueSubmit(model, view, setConflict, keepTyped);
  const underTyping = useRef<ChangesUnderTyping>(null);
  const save = async (values: FieldValues) => {
    if ((await beforeSave?.(values)) === false) return undefined;
    resetOptions.keepDirtyValues = false;
    return submit(values);
  };
  const onSubmit = async (values: FieldValues) => {
    const changedMeanwhile = underTyping.current?.changedUnderTyping(values) ?? [];
    if (changedMeanwhile.length > 0) return setConflict(changedMeanwhile);
    return save(values);
  };
  const saveOver = (values: FieldValues) => {
    underTyping.current?.standOn(undefined);
    return save(values);
  };
  return (
    <TranslationSetsProvider>
      <SimpleForm
        noValidate
        validate={validate}
        onSubmit={onSubmit}
        defaultValues={defaultValues}
        resetOptions={resetOptions}
        toolbar={toolbar ?? <CatalogueFormToolbar model={model} canDelete={mode === 'edit'} />}
      >
        <UnsavedChangesWarning />
        <FormDraft resource={view.name} />
        {mode === 'edit' && <WatchChangesUnderTyping model={model} into={underTyping} />}
        {mode === 'edit' && <RegisterRecordForm onReplaced={(record) => underTyping.current?.standOn(record)} />}
        {children}
        {Object.keys(model.relations ?? {}).length > 0 && <RelationInputs model={model} view={view} />}
        {mode === 'edit' && (
          <SaveConflictDialog
            model={model}
            view={view}
            changedFields={conflict}
            onClose={() => setConflict(undefined)}
            resubmit={saveOver}
            onReloaded={(record) => underTyping.current?.standOn(record)}
          />
        )}
      </SimpleForm>
    </TranslationSetsProvider>
  );
};
