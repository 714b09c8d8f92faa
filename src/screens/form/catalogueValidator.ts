import { type Condition, isConditionComplete } from '../../../lib/conditions';
import { LANGUAGES, type ResourceModel, type ViewSpec } from '../../../lib/model';
import { missingLanguages } from '../../../lib/translationSet';
import { validateRecord } from '../../../lib/validation';
import { atLeastOneOfMarks, isRequiredField } from './fieldRules';
import { type FieldErrorMessage, problemMessage } from './problemMessage';

const isEmpty = (value: unknown, isTranslation: boolean) =>
  isTranslation
    ? missingLanguages(value).length === LANGUAGES.length
    : value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The form's `validate`: each field goes through lib/validation's `validateRecord`, the very rules the
 * server applies, so that every problem shows at once; then the "at least one of" groups, the parent a
 * sub-category view demands, and conditions that are not complete (docs/product-rules.md, "Validation").
 */
export function catalogueValidator(model: ResourceModel, view: ViewSpec) {
  return (values: Record<string, unknown>) => {
    const errors: Record<string, FieldErrorMessage | Record<string, FieldErrorMessage>> = {};
    for (const [name, declared] of Object.entries(model.fields)) {
      if (declared.readOnly) continue;
      // Groups are checked below, all at once; `required` stays undefined when undeclared, as lib/validation reads it.
      const required = isRequiredField(name, declared, view) ? true : declared.required;
      const spec = { ...declared, atLeastOneOf: undefined, required };
      const result = validateRecord({ ...model, fields: { [name]: spec } }, values, values);
      if (!result.ok && result.problem.rule) {
        // A rule across the parts of the field (attribute options): the message goes under the part in fault.
        const part = result.problem.field.slice(name.length + 1);
        errors[name] = { [part]: `screens.validation.attributeOptions.${result.problem.rule}` };
      } else if (!result.ok) {
        const errorKey = spec.type === 'image' ? `${name}Base64` : name;
        errors[errorKey] = problemMessage(spec, result.problem.code, values[name]);
      } else if (spec.type === 'json' && spec.schema === 'condition' && values[name]) {
        if (!isConditionComplete(values[name] as Condition)) errors[name] = 'screens.condition.incomplete';
      }
    }
    for (const [group, mark] of atLeastOneOfMarks(model)) {
      const members = Object.keys(model.fields).filter((name) => model.fields[name].atLeastOneOf === group);
      if (members.every((name) => isEmpty(values[name], model.fields[name].type === 'translation'))) {
        for (const name of members) errors[name] ??= { message: 'screens.validation.atLeastOneOf', args: { mark } };
      }
    }
    return errors;
  };
}
