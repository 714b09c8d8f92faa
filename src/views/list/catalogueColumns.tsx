import type { ReactElement } from 'react';
import { BooleanField } from 'react-admin';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';
import { imageParts, representationOf } from '../../../lib/model';
import { referenceResourceFor } from '../../modelRegistry';
import { fieldsFixedBy } from '../viewFilter';
import { ColorSwatchField } from './ColorSwatchField';
import { EnumTextField, NumberTextField, PlainTextField } from './PlainFields';
import { ReferenceColumnField } from './ReferenceColumnField';
import { DeleteRowButton } from './rowDelete';
import { ThumbnailField } from './ThumbnailField';
import { TranslationField } from './TranslationField';

const MAX_COLUMNS = 7;

function columnFor(view: ViewSpec, name: string, spec: FieldSpec): ReactElement | null {
  switch (spec.type) {
    case 'translation':
      return <TranslationField key={name} source={name} />;
    case 'image':
      return (
        <ThumbnailField
          key={name}
          source={imageParts(name, spec).path}
          label={`resources.${view.name}.fields.${name}`}
          sortable={false}
        />
      );
    case 'keyName':
    case 'email':
      return <PlainTextField key={name} source={name} />;
    case 'string':
      if (spec.format === 'color') return <ColorSwatchField key={name} source={name} />;
      return spec.multiline || spec.format === 'url' ? null : <PlainTextField key={name} source={name} />;
    case 'enum':
      return <EnumTextField key={name} source={name} view={view.name} />;
    case 'number':
      return <NumberTextField key={name} source={name} textAlign="right" />;
    case 'boolean':
      return <BooleanField key={name} source={name} />;
    case 'reference':
      return (
        <ReferenceColumnField
          key={name}
          source={name}
          reference={referenceResourceFor(spec.resource, name, view)}
          embed={spec.embed}
        />
      );
    default:
      return null;
  }
}

/**
 * Listing columns: the record's picture and name first, its key, then enums, numbers, booleans, references and
 * short texts. Every column the API can order by sorts (lib/listRules isSortable): names in the reader's
 * language, references by the referenced record's name; pictures do not.
 */
export function catalogueColumns(model: ResourceModel, view: ViewSpec): ReactElement[] {
  const fixed = fieldsFixedBy(view);
  const representation = representationOf(model);
  const names = Object.keys(model.fields).filter((name) => !fixed.has(name) && name !== representation);
  const images = names.filter((name) => model.fields[name].type === 'image');
  const others = names.filter((name) => model.fields[name].type !== 'image');
  const ordered = [...images, ...(representation in model.fields ? [representation] : []), ...others];
  const columns = ordered
    .map((name) => columnFor(view, name, model.fields[name]))
    .filter((column): column is ReactElement => column !== null)
    .slice(0, MAX_COLUMNS);
  if (model.verbs.includes('delete')) columns.push(<DeleteRowButton key="delete" label="" />);
  return columns;
}
