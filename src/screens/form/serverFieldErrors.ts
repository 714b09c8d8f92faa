import { ErrorCode } from '../../../lib/errors';
import { imageParts, type ResourceModel, referenceAlias } from '../../../lib/model';
import { errorBodyOf } from '../../notifications/errorMessages';
import { type FieldErrorMessage, problemMessage } from './problemMessage';

/** The form input showing a field named by the server (`error_field`), if the form has one. */
function inputNameOf(model: ResourceModel, errorField: string): string | undefined {
  if (errorField === 'email' && model.account && !('email' in model.fields)) return model.account.email;
  for (const [name, spec] of Object.entries(model.fields)) {
    if (spec.type === 'image') {
      const parts = imageParts(name, spec);
      if ([name, ...Object.values(parts)].includes(errorField)) return parts.base64;
    }
    if (name === errorField || referenceAlias(name) === errorField) return name;
  }
  return undefined;
}

/** Marks the field the server names in a failed save (API contract: `error_field`). */
export function serverFieldErrors(model: ResourceModel, error: unknown): Record<string, FieldErrorMessage> | undefined {
  const { error_code: code, error_field: errorField } = errorBodyOf(error);
  if (!errorField) return undefined;
  // A part of a structured field (`options.max`): marked under that part's own input.
  const [fieldName, part] = errorField.split(/\.(.+)/);
  if (part && model.fields[fieldName]?.type === 'json') return { [errorField]: 'screens.validation.invalid' };
  const input = inputNameOf(model, errorField);
  if (!input) return undefined;
  const spec = model.fields[input] ?? model.fields[input.replace(/Base64$/, '')];
  if (code === ErrorCode.Duplicate) return { [input]: 'screens.validation.duplicate' };
  if (code === ErrorCode.Mandatory) return { [input]: problemMessage(spec, 'mandatory', undefined) };
  return { [input]: problemMessage(spec, 'invalid', undefined) };
}
