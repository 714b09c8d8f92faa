import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactElement, type ReactNode, Suspense } from 'react';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SELECTION_MODES, TEETH_SHOWN } from '../../../lib/teeth';
import { TranslationInput } from '../inputs/TranslationInput';
import { lazyPage } from '../lazyPage';
import { type AttributeOptionField, optionFieldsFor } from './attributeOptionFields';

/** The select-teeth chart loads when an attribute of that type is shown. */
const TeethChartPreview = lazyPage(() => import('./TeethChartPreview'), 'TeethChartPreview');

/** Never wider than the form: a phone's is narrower than two of them (docs/responsive-forms.md). */
const COMPACT = { fullWidth: false, sx: { width: 200, maxWidth: '100%' } } as const;
/** Drop-downs as wide as their chosen text (« Dents définitives seulement »), never narrower than the others. */
const SELECT = { fullWidth: false, sx: { width: 'auto', minWidth: 200, maxWidth: '100%' } } as const;

const choicesOf = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `screens.attributeOptions.${group}.${value}` }));

/**
 * The option fields of an attribute (docs/product-rules.md, "Attributes"): unit, choices, normal value, bounds,
 * dates, teeth. Only those the record's input type (`type` field) uses are shown, plus any already filled; a
 * select-teeth attribute also gets a live preview of its teeth chart.
 */
export const AttributeOptionsInput = ({ source, label }: { source: string; label: ReactNode }) => {
  const translate = useTranslate();
  const inputType = useWatch({ name: 'type' });
  const current = useWatch({ name: source });
  const shown = optionFieldsFor(inputType, current);
  const optionLabel = (name: string) => translate(`screens.attributeOptions.${name}`);
  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  const inputs: Record<Exclude<AttributeOptionField, 'options'>, ReactElement> = {
    unit: <TextInput source={`${source}.unit`} label={optionLabel('unit')} {...COMPACT} />,
    normalValue: <TextInput source={`${source}.normalValue`} label={optionLabel('normalValue')} {...COMPACT} />,
    step: <NumberInput source={`${source}.step`} label={optionLabel('step')} {...COMPACT} />,
    min: <NumberInput source={`${source}.min`} label={optionLabel('min')} {...COMPACT} />,
    max: <NumberInput source={`${source}.max`} label={optionLabel('max')} {...COMPACT} />,
    minLength: <NumberInput source={`${source}.minLength`} label={optionLabel('minLength')} min={0} {...COMPACT} />,
    maxLength: <NumberInput source={`${source}.maxLength`} label={optionLabel('maxLength')} min={0} {...COMPACT} />,
    minChecks: <NumberInput source={`${source}.minChecks`} label={optionLabel('minChecks')} min={0} {...COMPACT} />,
    maxChecks: <NumberInput source={`${source}.maxChecks`} label={optionLabel('maxChecks')} min={0} {...COMPACT} />,
    minDate: <TextInput source={`${source}.minDate`} label={optionLabel('minDate')} {...date} {...COMPACT} />,
    maxDate: <TextInput source={`${source}.maxDate`} label={optionLabel('maxDate')} {...date} {...COMPACT} />,
    teethShown: (
      <SelectInput
        source={`${source}.teethShown`}
        label={optionLabel('teethShown')}
        choices={choicesOf('teethShownValues', TEETH_SHOWN)}
        {...SELECT}
      />
    ),
    selectionMode: (
      <SelectInput
        source={`${source}.selectionMode`}
        label={optionLabel('selectionMode')}
        choices={choicesOf('selectionModeValues', SELECTION_MODES)}
        {...SELECT}
      />
    ),
  };
  if (shown.length === 0) return null;

  return (
    <Box sx={{ mb: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {shown.map((field) =>
          field === 'options' ? null : (
            <Box key={field} sx={{ maxWidth: '100%' }}>
              {inputs[field]}
            </Box>
          ),
        )}
      </Stack>
      {inputType === 'select-teeth' && (
        <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
          <TeethChartPreview source={source} />
        </Suspense>
      )}
      {shown.includes('options') && (
        <ArrayInput source={`${source}.options`} label={optionLabel('options')}>
          <SimpleFormIterator inline disableClear>
            <TextInput source="value" label={optionLabel('optionValue')} {...COMPACT} />
            <TranslationInput
              source="label"
              label={(language) => `${optionLabel('optionLabel')} (${translate(`screens.languages.${language}`)})`}
            />
          </SimpleFormIterator>
        </ArrayInput>
      )}
    </Box>
  );
};
