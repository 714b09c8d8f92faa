import type { ReactElement } from 'react';
import { BooleanField } from 'react-admin';
import { fieldLabelKey } from '../../../lib/cellTexts';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { ColorSwatchField } from './ColorSwatchField';
import { type ListingColumn, listingColumnsOf } from './listingColumns';
import { EnumTextField, NumberTextField, PlainTextField } from './PlainFields';
import { ReferenceColumnField } from './ReferenceColumnField';
import { DeleteRowButton } from './rowDelete';
import { ThumbnailField } from './ThumbnailField';
import { TranslationField } from './TranslationField';

function fieldOf(view: ViewSpec, column: ListingColumn): ReactElement {
  switch (column.kind) {
    case 'translation':
      return <TranslationField key={column.source} source={column.source} />;
    case 'image':
      return (
        <ThumbnailField
          key={column.field}
          source={column.source}
          label={fieldLabelKey(view.name, column.field)}
          sortable={false}
        />
      );
    case 'text':
      return <PlainTextField key={column.source} source={column.source} />;
    case 'color':
      return <ColorSwatchField key={column.source} source={column.source} />;
    case 'enum':
      return <EnumTextField key={column.source} source={column.source} view={column.view} />;
    case 'number':
      return <NumberTextField key={column.source} source={column.source} textAlign="right" />;
    case 'boolean':
      return <BooleanField key={column.source} source={column.source} />;
    case 'reference':
      return (
        <ReferenceColumnField
          key={column.source}
          source={column.source}
          reference={column.reference}
          embed={column.embed}
        />
      );
    case 'delete':
      return <DeleteRowButton key="delete" label="" />;
  }
}

/**
 * Listing columns as react-admin fields (listingColumns.ts decides which). Every column the API can order by sorts
 * (lib/listRules isSortable): names in the reader's language, references by the referenced record's name; pictures do not.
 * The first seven, or with `every` all of them for the column chooser (src/columns/).
 */
export function catalogueColumns(model: ResourceModel, view: ViewSpec, every = false): ReactElement[] {
  return listingColumnsOf(model, view, every).map((column) => fieldOf(view, column));
}
