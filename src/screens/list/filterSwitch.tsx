import type { ReactElement } from 'react';
import { BooleanInput } from 'react-admin';

/** Off is no filter at all: an empty value is how the filter form drops a filter (an undefined one would stay). */
const onlyWhenOn = (checked: unknown) => (checked === true ? true : '');

/** On as an address may spell it (`true`, `"true"`, `1`): anything else shows the switch off. */
const isOn = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/**
 * Centred on the filled inputs beside it (the filter form lines its inputs up at their bottom). On a phone the filters
 * stack at the page's edge: MUI pulls a switch's label 11 px left, out of the page, so there it starts where the
 * search box above it starts (docs/responsive.md).
 */
const SWITCH_STYLE = { mb: 1.25, '& .MuiFormControlLabel-root': { ml: { xs: 0, sm: '-11px' } } } as const;

/**
 * A switch of the listing's filter bar, always shown beside the search (« Traduction manquante », « Corbeille »): on,
 * it asks the API for `source=true`; off, for no filter at all. Like every filter it lives in the address
 * (docs/listing-addresses.md). A filter element of react-admin's filter form (which reads its `source` and
 * `alwaysOn`), hence a function rather than a component. `hint`: a tooltip saying more than the label.
 */
export const filterSwitch = (source: string, label: string, hint?: string): ReactElement => (
  <BooleanInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    parse={onlyWhenOn}
    format={isOn}
    title={hint}
    helperText={false}
    sx={SWITCH_STYLE}
  />
);
