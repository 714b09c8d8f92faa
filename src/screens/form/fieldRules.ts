import { existsConstraintsOf } from '../../../lib/catalogueFacts';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';

/** Marked * (docs/product-rules.md, "Validation"): required, a key name, or a parent the view demands. */
export function isRequiredField(name: string, spec: FieldSpec, view: ViewSpec): boolean {
  return Boolean(spec.required) || spec.type === 'keyName' || existsConstraintsOf(view)[name] === true;
}

const SUPERSCRIPTS = ['¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/** The superscript shared by the fields of each "at least one of" group, numbered in field order. */
export function atLeastOneOfMarks(model: ResourceModel): Map<string, string> {
  const marks = new Map<string, string>();
  for (const spec of Object.values(model.fields)) {
    if (spec.atLeastOneOf && !marks.has(spec.atLeastOneOf)) {
      marks.set(spec.atLeastOneOf, SUPERSCRIPTS[marks.size] ?? `${marks.size + 1}`);
    }
  }
  return marks;
}
