import { useTranslate } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { atLeastOneOfMarks, isRequiredField } from './fieldRules';

interface FieldLabelProps {
  model: ResourceModel;
  view: ViewSpec;
  name: string;
  /** Added after the field's name, e.g. the language of one box of a translation set. */
  suffix?: string;
  /** False when the input marks itself required (react-admin does, for the inputs it is told are). */
  requiredMark?: boolean;
}

/** A field's translated name, with * when required and the superscript of its "at least one of" group. */
export const FieldLabel = ({ model, view, name, suffix, requiredMark = true }: FieldLabelProps) => {
  const translate = useTranslate();
  const spec = model.fields[name];
  const mark = spec.atLeastOneOf ? atLeastOneOfMarks(model).get(spec.atLeastOneOf) : undefined;
  const text = translate(`resources.${view.name}.fields.${name}`);
  return (
    <>
      {suffix ? `${text} (${suffix})` : text}
      {requiredMark && isRequiredField(name, spec, view) && ' *'}
      {mark && <sup>{mark}</sup>}
    </>
  );
};
