import { type ReactNode, useEffect, useRef } from 'react';
import type { Identifier } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { treeFieldOf } from '../../../lib/model';
import { modelNamed } from '../../modelRegistry';
import { ReferenceAutocompleteInput } from './ReferenceAutocompleteInput';

interface ChildReferenceInputProps {
  source: string;
  reference: string;
  /** The model of the records offered (its tree field links each to its parent). */
  model: string;
  /** The sibling field holding the chosen parent (model field option `childOf`). */
  parentSource: string;
  label?: ReactNode;
  readOnly?: boolean;
}

/**
 * A sub-category picker: it offers only the children of the category chosen in `parentSource`, waits for
 * one to be chosen, and empties itself when another category is chosen (the server refuses a mismatch).
 */
export const ChildReferenceInput = ({
  source,
  reference,
  model,
  parentSource,
  label,
  readOnly,
}: ChildReferenceInputProps) => {
  const parent = useWatch({ name: parentSource }) as Identifier | null | undefined;
  const { setValue } = useFormContext();
  const treeField = modelNamed(model) && treeFieldOf(modelNamed(model)!);
  const previousParent = useRef(parent);
  useEffect(() => {
    if (previousParent.current === parent) return;
    previousParent.current = parent;
    setValue(source, null, { shouldDirty: true });
  }, [parent, source, setValue]);
  const chosen = parent !== null && parent !== undefined && parent !== '';
  return (
    <ReferenceAutocompleteInput
      source={source}
      reference={reference}
      label={label}
      readOnly={readOnly}
      disabled={!chosen}
      filter={chosen && treeField ? { [treeField]: parent } : undefined}
      helperText={chosen ? undefined : 'screens.form.chooseParentFirst'}
    />
  );
};
