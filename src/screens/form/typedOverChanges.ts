import { dequal } from 'dequal';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { type RaRecord, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ResourceModel } from '../../../lib/model';
import { editableFields } from '../../../lib/recordVersion';

type Values = Record<string, unknown>;

/** The fields whose value in the form is neither the record's `from` nor its `to`: typed by the administrator. */
export function typedFields(fields: string[], from: Values, to: Values, values: Values): string[] {
  return fields.filter((field) => !dequal(values[field], from[field]) && !dequal(values[field], to[field]));
}

/**
 * The fields typed over `base` (the record as the administrator began typing on it) that the stored record
 * (`stored`) has changed since: saving the form would overwrite those changes unseen. A field typed to the
 * very value stored meanwhile is no conflict.
 */
export function fieldsChangedUnderTyping(fields: string[], base: Values, stored: Values, values: Values): string[] {
  return typedFields(fields, base, stored, values).filter((field) => !dequal(base[field], stored[field]));
}

/**
 * Changes to the record that arrive while its form holds typed values: the listing's copy replaced by the
 * record's own read a moment after the page opened, or a read made again later (the window focused again).
 * The form keeps what was typed and takes the rest (CatalogueSimpleForm's reset options), and so also the newer
 * version (`_etag`): the server could then no longer see that a typed field was changed meanwhile. This keeps
 * the record the typing began on, and `changedUnderTyping` names, at Save, the typed fields changed since, for
 * the same dialog as the server's refusal (docs/record-versions.md).
 */
export interface ChangesUnderTyping {
  /** The typed fields (of `values`) that the stored record changed since the typing began on it. */
  changedUnderTyping: (values: Values) => string[];
  /**
   * The record the form's values now stand on: the stored record just reloaded into the form, or none when the
   * administrator chose to save over whatever is stored.
   */
  standOn: (record: RaRecord | undefined) => void;
}

export function useChangesUnderTyping(model: ResourceModel): ChangesUnderTyping {
  const record = useRecordContext<RaRecord>();
  const { getValues } = useFormContext();
  const fields = editableFields(model);
  const shown = useRef<RaRecord | undefined>(record);
  const base = useRef<RaRecord | undefined>(record);
  useEffect(() => {
    const previous = shown.current;
    shown.current = record;
    if (!record || previous?.id !== record.id) {
      base.current = record;
      return;
    }
    if (previous === record) return;
    // Nothing typed over the record shown: the form simply follows the record.
    if (typedFields(fields, previous, record, getValues()).length === 0) base.current = record;
  });
  return {
    changedUnderTyping: (values: Values): string[] =>
      base.current && record ? fieldsChangedUnderTyping(fields, base.current, record, values) : [],
    standOn: (record) => {
      base.current = record;
    },
  };
}

/** Inside a form: keeps `into` pointing at the form's changes under typing, for a submit defined outside it. */
export const WatchChangesUnderTyping = ({ model, into }: { model: ResourceModel; into: Ref<ChangesUnderTyping> }) => {
  const changes = useChangesUnderTyping(model);
  useImperativeHandle(into, () => changes);
  return null;
};
