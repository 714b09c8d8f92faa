import type { FieldSpec } from '../../../lib/model';
import { missingLanguages } from '../../../lib/translationSet';
import type { FieldProblem } from '../../../lib/validation';

export type FieldErrorMessage = string | { message: string; args: Record<string, unknown> };

/** The translated message of a problem found by lib/validation on one field. */
export function problemMessage(spec: FieldSpec, code: FieldProblem['code'], value: unknown): FieldErrorMessage {
  if (code === 'character') return 'views.validation.character';
  if (code === 'mandatory') {
    const partlyTranslated = spec.type === 'translation' && missingLanguages(value).length === 1;
    return partlyTranslated ? 'views.validation.translationMissing' : 'views.validation.required';
  }
  switch (spec.type) {
    case 'keyName':
      return 'views.validation.keyName';
    case 'email':
      return 'views.validation.email';
    case 'string':
      if (spec.format) return `views.validation.${spec.format}`;
      return { message: 'views.validation.tooLong', args: { max: spec.max ?? 5000 } };
    case 'number':
      if (spec.min !== undefined && spec.max !== undefined) {
        return { message: 'views.validation.numberBetween', args: { min: spec.min, max: spec.max } };
      }
      return spec.integer ? 'views.validation.integer' : 'views.validation.number';
    case 'duration':
      return 'views.validation.duration';
    default:
      return 'views.validation.invalid';
  }
}
