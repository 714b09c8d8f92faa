import type { ViewSpec } from '../../lib/model';

const EXISTS_KEY = /^exists\[(\w+)\]$/;

/** Plain `field: value` entries of a view's fixed filter: copied into records created through it. */
export function fixedValuesOf(view: ViewSpec): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(view.filter).filter(([key]) => !EXISTS_KEY.test(key)));
}

/** `exists[field]` entries of a view's fixed filter: `true` when the field must have a value, `false` when not. */
export function existsConstraintsOf(view: ViewSpec): Record<string, boolean> {
  const constraints: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(view.filter)) {
    const field = EXISTS_KEY.exec(key)?.[1];
    if (field) constraints[field] = value === 1 || value === '1' || value === true;
  }
  return constraints;
}

/** Fields whose value the view decides: not shown as inputs, filters or columns. */
export function fieldsFixedBy(view: ViewSpec): Set<string> {
  const fixed = new Set(Object.keys(fixedValuesOf(view)));
  for (const [field, mustExist] of Object.entries(existsConstraintsOf(view))) {
    if (!mustExist) fixed.add(field);
  }
  return fixed;
}
