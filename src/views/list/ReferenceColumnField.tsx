import { FunctionField, ReferenceField, useRecordContext } from 'react-admin';
import { useRecordText } from '../recordText';

interface ReferenceColumnFieldProps {
  source: string;
  reference: string;
  /** Name of the summary the API embeds in each record (`category: {id, label, keyName}`): no extra call. */
  embed?: string;
  label?: string;
  sortable?: boolean;
}

/** A referenced record named by its label, read from the embedded summary when the API sends one. */
export const ReferenceColumnField = ({ source, reference, embed }: ReferenceColumnFieldProps) => {
  const record = useRecordContext();
  const recordText = useRecordText(reference);
  const embedded = embed ? record?.[embed] : undefined;
  if (embedded) return <span>{recordText(embedded)}</span>;
  if (record?.[source] === undefined || record?.[source] === null) return null;
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <FunctionField render={(referenced) => recordText(referenced)} />
    </ReferenceField>
  );
};
