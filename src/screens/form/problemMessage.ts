import type { FieldSpec } from '../../../lib/model';
import { missingLanguages } from '../../../lib/translationSet';
import type { FieldProblem } from '../../../lib/validation';

export type FieldErrorMessage = string | { message: string; args: Record<string, unknown> };

/** The translated message of a problem found by lib/validation on one field. */
export function problemMessage(spec: FieldSpec, code: FieldProblem['code'], value: unknown): FieldErrorMessage {
  if (code === 'character') return 'screens.validation.character';
  if (code === 'mandatory') {
    const partlyTranslated = spec.type === 'translation' && missingLanguages(value).length === 1;
    return partlyTranslated ? 'screens.validation.translationMissing' : 'screens.validation.required';
  }
  switch (spec.type) {
    case 'keyName':
      return 'screens.validation.keyName';
    case 'email':
      return 'screens.validation.email';
    case 'string':
      if (spec.format) return `screens.validation.${spec.format}`;
      return { message: 'screens.validation.tooLong', args: { max: spec.max ?? 5000 } };
    case 'number':
      if (spec.min !== undefined && spec.max !== undefined) {
        return { message: 'screens.validation.numberBetween', args: { min: spec.min, max: spec.max } };
      }
      return spec.integer ? 'screens.validation.integer' : 'screens.validation.number';
    case 'duration':
      return 'screens.validation.duration';
    default:
      return 'screens.validation.invalid';
  }
}
