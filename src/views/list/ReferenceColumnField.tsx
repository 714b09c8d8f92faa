import { FunctionField, ReferenceField, useRecordContext } from 'react-admin';
import { readsEveryLevel } from '../../modelRegistry';
import { useRecordText } from '../recordText';

interface ReferenceColumnFieldProps {
  source: string;
  reference: string;
  /** Name of the summary the API embeds in each record (`category: {id, label, keyName}`): no extra call. */
  embed?: string;
  label?: string;
  sortable?: boolean;
}

/**
 * A referenced record named by its label, read from the embedded summary when the API sends one. A reference
 * to categories of any level reads the records themselves (one call a page), to name a sub-category after its
 * parent: « Diagnostic › Enregistrements ».
 */
export const ReferenceColumnField = ({ source, reference, embed }: ReferenceColumnFieldProps) => {
  const record = useRecordContext();
  const recordText = useRecordText(reference);
  const embedded = embed && !readsEveryLevel(reference) ? record?.[embed] : undefined;
  if (embedded) return <span>{recordText(embedded)}</span>;
  if (record?.[source] === undefined || record?.[source] === null) return null;
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <FunctionField render={(referenced) => recordText(referenced)} />
    </ReferenceField>
  );
};
