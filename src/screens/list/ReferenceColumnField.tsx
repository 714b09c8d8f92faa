import { FunctionField, RecordContextProvider, ReferenceField } from 'react-admin';
import { embeddedReferenceText } from '../recordNames';
import { useRecordText } from '../recordText';
import { cellField, cellText } from './listingCells';

interface ReferenceColumnFieldProps {
  source: string;
  reference: string;
  /** Name of the summary the API embeds in each record (`category: {id, label, keyName}`): no extra call. */
  embed?: string;
  label?: string;
  sortable?: boolean;
}

/** The referenced record read by react-admin (one call a page for the listing's rows), named by its text. */
const ReadReference = ({ source, reference }: ReferenceColumnFieldProps) => {
  const recordText = useRecordText(reference);
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <FunctionField render={(referenced) => cellText(recordText(referenced))} />
    </ReferenceField>
  );
};

/**
 * A referenced record named by its label, read from the embedded summary when the API sends one. A reference
 * to categories of any level reads the records themselves (one call a page), to name a sub-category after its
 * parent: « Diagnostic › Enregistrements ».
 */
export const ReferenceColumnField = cellField<ReferenceColumnFieldProps>((props, record, { locale }) => {
  const embedded = embeddedReferenceText(record, props, locale);
  if (embedded !== undefined) return cellText(embedded);
  if (record[props.source] === undefined || record[props.source] === null) return null;
  return (
    <RecordContextProvider value={record}>
      <ReadReference {...props} />
    </RecordContextProvider>
  );
}, 'ReferenceColumnField');
