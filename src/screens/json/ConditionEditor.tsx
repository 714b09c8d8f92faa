import AddIcon from '@mui/icons-material/Add';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { type Condition, type ConditionRule, isConditionComplete } from '../../../lib/conditions';
import type { ViewSpec } from '../../../lib/model';
import { lazyPage } from '../lazyPage';
import { ConditionRuleRow } from './ConditionRuleRow';
import { emptyRule } from './conditionEntities';

/** The test dialog, with its sample record form, loads when first opened. */
const ConditionTestDialog = lazyPage(() => import('./ConditionTestDialog'), 'ConditionTestDialog');

interface ConditionEditorProps {
  source: string;
  label: ReactNode;
  view: ViewSpec;
}

/**
 * Display conditions (docs/product-rules.md, "Conditions"): rules combined with AND or OR; says so while a rule
 * is not complete, and once it is, offers to try it on sample answers (the condition test dialog).
 */
export const ConditionEditor = ({ source, label, view }: ConditionEditorProps) => {
  const translate = useTranslate();
  const { id, field } = useInput({ source });
  const [testing, setTesting] = useState(false);
  const condition = (field.value ?? null) as Condition | null;
  const rules = condition?.rules ?? [];
  const update = (next: Partial<Condition>) =>
    field.onChange({ combinator: condition?.combinator ?? 'and', rules, ...next });
  const changeRule = (index: number, rule: ConditionRule) =>
    update({ rules: rules.map((current, i) => (i === index ? rule : current)) });
  const removeRule = (index: number) => {
    const remaining = rules.filter((_, i) => i !== index);
    if (remaining.length === 0) field.onChange(null);
    else update({ rules: remaining });
  };

  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      {rules.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={condition?.combinator ?? 'and'}
          onChange={(_, combinator) => combinator && update({ combinator })}
          aria-label={translate('screens.condition.combinator')}
          sx={{ mb: 1 }}
        >
          <ToggleButton value="and">{translate('screens.condition.and')}</ToggleButton>
          <ToggleButton value="or">{translate('screens.condition.or')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Stack spacing={1}>
        {rules.map((rule, index) => (
          <ConditionRuleRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
            key={index}
            rule={rule}
            view={view}
            onChange={(next) => changeRule(index, next)}
            onRemove={() => removeRule(index)}
          />
        ))}
      </Stack>
      {rules.length === 0 && <Typography variant="body2">{translate('screens.condition.none')}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => update({ rules: [...rules, emptyRule()] })}>
          {translate('screens.condition.addRule')}
        </Button>
        <Button
          size="small"
          startIcon={<ScienceOutlinedIcon />}
          disabled={!condition || !isConditionComplete(condition)}
          onClick={() => setTesting(true)}
        >
          {translate('screens.condition.test.open')}
        </Button>
      </Stack>
      {condition && !isConditionComplete(condition) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('screens.condition.incomplete')}
        </Alert>
      )}
      {testing && condition && (
        <Suspense fallback={null}>
          <ConditionTestDialog condition={condition} view={view} onClose={() => setTesting(false)} />
        </Suspense>
      )}
    </Box>
  );
};
