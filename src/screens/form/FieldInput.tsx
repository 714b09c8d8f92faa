import { BooleanInput, NumberInput, SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import { ChildReferenceInput } from '../inputs/ChildReferenceInput';
import { ColorInput } from '../inputs/ColorInput';
import { DurationInput } from '../inputs/DurationInput';
import { EnumSelectInput } from '../inputs/EnumSelectInput';
import { enumChoices } from '../inputs/enumChoices';
import { ImageUploadInput } from '../inputs/ImageUploadInput';
import { ReferenceAutocompleteInput, ReferencesAutocompleteInput } from '../inputs/ReferenceAutocompleteInput';
import { ReferenceWithPreviewInput } from '../inputs/ReferenceWithPreviewInput';
import { TranslationInput } from '../inputs/TranslationInput';
import { JsonFieldInput } from '../json/JsonFieldInput';
import { previewOf } from '../referencePreviews';
import { FieldLabel } from './FieldLabel';
import { StringFieldInput } from './StringFieldInput';

export interface FieldInputProps {
  name: string;
  spec: FieldSpec;
  model: ResourceModel;
  view: ViewSpec;
  readOnly?: boolean;
}

/** The input a field's type calls for; labels carry * and the "at least one of" superscript. */
export const FieldInput = ({ name, spec, model, view, readOnly }: FieldInputProps) => {
  const translate = useTranslate();
  const label = <FieldLabel model={model} view={view} name={name} />;
  const common = { source: name, label, readOnly };
  switch (spec.type) {
    case 'translation':
      return (
        <TranslationInput
          source={name}
          readOnly={readOnly}
          label={(language) => (
            <FieldLabel model={model} view={view} name={name} suffix={translate(`screens.languages.${language}`)} />
          )}
        />
      );
    case 'string':
      return spec.format === 'color' ? <ColorInput {...common} /> : <StringFieldInput {...common} spec={spec} />;
    case 'keyName':
      return <TextInput {...common} helperText="screens.form.keyNameHelp" />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'number':
      return <NumberInput {...common} min={spec.min} max={spec.max} step={spec.integer ? 1 : 'any'} />;
    case 'enum':
      return <EnumSelectInput model={model} view={view} name={name} readOnly={readOnly} />;
    case 'enumList':
      return <SelectArrayInput {...common} choices={enumChoices(view.name, name, spec.values)} />;
    case 'reference': {
      const reference = referenceResourceOf(spec, view);
      const Preview = previewOf(spec.model);
      if (spec.childOf)
        return <ChildReferenceInput {...common} reference={reference} model={spec.model} parentSource={spec.childOf} />;
      return Preview ? (
        <ReferenceWithPreviewInput {...common} reference={reference} Preview={Preview} />
      ) : (
        <ReferenceAutocompleteInput {...common} reference={reference} />
      );
    }
    case 'references':
      return <ReferencesAutocompleteInput {...common} reference={referenceResourceOf(spec, view)} />;
    case 'duration':
      return <DurationInput source={name} label={label} />;
    case 'image':
      return <ImageUploadInput source={name} spec={spec} label={label} />;
    case 'json':
      return <JsonFieldInput source={name} schema={spec.schema} label={label} view={view} />;
  }
};
