import { SelectInput } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { FieldLabel } from '../form/FieldLabel';
import { enumChoices } from './enumChoices';

interface EnumSelectInputProps {
  model: ResourceModel;
  view: ViewSpec;
  name: string;
  readOnly?: boolean;
}

/**
 * A drop-down of fixed values. Where a default applies the field always has a value: no blank first choice
 * (react-admin leaves it out of inputs it marks required, and then adds the * itself).
 */
export const EnumSelectInput = ({ model, view, name, readOnly }: EnumSelectInputProps) => {
  const spec = model.fields[name];
  if (spec?.type !== 'enum') throw new Error(`${model.name}.${name} is not a fixed-value field`);
  const alwaysSet = spec.default !== undefined;
  return (
    <SelectInput
      source={name}
      readOnly={readOnly}
      choices={enumChoices(view.name, name, spec.values)}
      isRequired={alwaysSet}
      label={<FieldLabel model={model} view={view} name={name} requiredMark={!alwaysSet} />}
    />
  );
};
