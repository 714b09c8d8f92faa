/** Choices of an enum field, labelled by their translation key (react-admin translates choices). */
export function enumChoices(viewName: string, field: string, values: readonly string[]) {
  return values.map((value) => ({ id: value, name: `resources.${viewName}.values.${field}.${value}` }));
}
