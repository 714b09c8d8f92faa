export const ATTRIBUTE_OPTION_FIELDS = [
  'unit',
  'normalValue',
  'step',
  'min',
  'max',
  'minLength',
  'maxLength',
  'minChecks',
  'maxChecks',
  'minDate',
  'maxDate',
  'teethShown',
  'selectionMode',
  'options',
] as const;
export type AttributeOptionField = (typeof ATTRIBUTE_OPTION_FIELDS)[number];

/** The options each input type uses (docs/product-rules.md, "Attributes"). */
const OPTIONS_BY_INPUT_TYPE: Record<string, readonly AttributeOptionField[]> = {
  none: [],
  textonly: [],
  text: ['normalValue', 'minLength', 'maxLength'],
  textarea: ['normalValue', 'minLength', 'maxLength'],
  number: ['unit', 'normalValue', 'step', 'min', 'max'],
  radio: ['options', 'normalValue'],
  select: ['options', 'normalValue'],
  checkbox: ['options', 'minChecks', 'maxChecks'],
  date: ['minDate', 'maxDate'],
  'select-teeth': ['teethShown', 'selectionMode'],
};

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Options shown for a record's input type: those the type uses, plus any already holding a value. */
export function optionFieldsFor(inputType: unknown, current: unknown): AttributeOptionField[] {
  const used = typeof inputType === 'string' ? OPTIONS_BY_INPUT_TYPE[inputType] : undefined;
  if (!used) return [...ATTRIBUTE_OPTION_FIELDS];
  const values = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
  return ATTRIBUTE_OPTION_FIELDS.filter((field) => used.includes(field) || isSet(values[field]));
}
