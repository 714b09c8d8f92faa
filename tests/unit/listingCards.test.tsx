import { BooleanField } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { cardLabelsOf, cardPartOf } from '../../src/screens/list/listingCards';
import type { RowShared } from '../../src/screens/list/listingCells';
import { PlainTextField } from '../../src/screens/list/PlainFields';
import { RecordLinkField } from '../../src/screens/list/RecordLinkField';
import { DeleteRowButton } from '../../src/screens/list/rowDelete';

/** What the cards read of the listing: the catalogue and the translations (French, with the console's label key). */
const texts: Record<string, string> = {
  'resources.attributes.fields.keyName': 'Clé',
  'resources.attributes.fields.required': 'Obligatoire',
  'screens.list.cardLabel': '%{label}\u00a0:',
};
const shared = {
  resource: 'attributes',
  translate: (key: string, options?: { label?: string; _?: string }) =>
    (texts[key] ?? options?._ ?? key).replace('%{label}', options?.label ?? ''),
} as unknown as RowShared;

describe("a listing's card on a phone", () => {
  const name = <PlainTextField source="label" />;
  const columns = [
    <RecordLinkField key="label" source="label">
      {name}
    </RecordLinkField>,
    <PlainTextField key="keyName" source="keyName" />,
    <BooleanField key="required" source="required" />,
    <DeleteRowButton key="delete" label="" />,
  ];

  it('takes the record’s link as its title and the unlabelled columns as its buttons', () => {
    expect(columns.map(cardPartOf)).toEqual(['title', 'line', 'line', 'button']);
  });

  it('writes each other column’s header before its value, as « label : »', () => {
    expect(cardLabelsOf(columns, shared)).toEqual([undefined, 'Clé\u00a0:', 'Obligatoire\u00a0:', undefined]);
  });

  it('names a column by its own label when it has one, else by its field', () => {
    const labelled = <PlainTextField key="image" source="image.url" label="resources.attributes.fields.keyName" />;
    const unknown = <PlainTextField key="other" source="other" />;
    expect(cardLabelsOf([labelled, unknown], shared)).toEqual(['Clé\u00a0:', 'other\u00a0:']);
  });
});
