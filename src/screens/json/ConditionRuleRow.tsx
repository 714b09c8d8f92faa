import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONDITION_OPERATORS, type ConditionOperator, type ConditionRule } from '../../../lib/conditions';
import type { ViewSpec } from '../../../lib/model';
import { RecordPicker } from '../inputs/RecordPicker';
import { CONDITION_ENTITIES, type ConditionEntity, resourceOfEntity } from './conditionEntities';

interface ConditionRuleRowProps {
  rule: ConditionRule;
  view: ViewSpec;
  onChange: (rule: ConditionRule) => void;
  onRemove: () => void;
}

const valueCount = (operator: ConditionOperator | null) =>
  operator === 'filled' || operator === 'not_filled' ? 0 : operator === 'between' ? 2 : 1;

/** One rule: which entity, which record of it, the operator and its values. */
export const ConditionRuleRow = ({ rule, view, onChange, onRemove }: ConditionRuleRowProps) => {
  const translate = useTranslate();
  const count = valueCount(rule.operator);
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        select
        label={translate('screens.condition.entity')}
        value={rule.entity}
        onChange={(event) => onChange({ ...rule, entity: event.target.value as ConditionEntity, entityId: null })}
        variant="filled"
        size="small"
        sx={{ minWidth: 160 }}
      >
        {CONDITION_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {translate(`screens.condition.entities.${entity}`)}
          </MenuItem>
        ))}
      </TextField>
      <RecordPicker
        resource={resourceOfEntity(rule.entity, view)}
        label={translate('screens.condition.entityId')}
        value={rule.entityId}
        onChange={(record) => onChange({ ...rule, entityId: record ? Number(record.id) : null })}
      />
      <TextField
        select
        label={translate('screens.condition.operator')}
        value={rule.operator ?? ''}
        onChange={(event) => onChange({ ...rule, operator: event.target.value as ConditionOperator })}
        variant="filled"
        size="small"
        sx={{ minWidth: 160 }}
      >
        {CONDITION_OPERATORS.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {translate(`screens.condition.operators.${operator}`)}
          </MenuItem>
        ))}
      </TextField>
      {count >= 1 && (
        <TextField
          label={translate('screens.condition.value')}
          value={text(rule.value)}
          onChange={(event) => onChange({ ...rule, value: event.target.value })}
          variant="filled"
          size="small"
        />
      )}
      {count === 2 && (
        <TextField
          label={translate('screens.condition.value2')}
          value={text(rule.value2)}
          onChange={(event) => onChange({ ...rule, value2: event.target.value })}
          variant="filled"
          size="small"
        />
      )}
      <IconButton aria-label={translate('screens.condition.removeRule')} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
};
