import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { type Identifier, useGetOne, useTranslate } from 'react-admin';
import {
  type AnswerValue,
  type Condition,
  type ConditionRule,
  evaluateCondition,
  evaluateRule,
} from '../../../lib/conditions';
import type { ViewSpec } from '../../../lib/model';
import { useRecordText } from '../recordText';
import { resourceOfEntity } from './conditionEntities';

/** The key under which lib/conditions reads the answer a rule tests. */
const answerKey = (rule: ConditionRule) => `${rule.entity}:${rule.entityId}`;

/** What the administrator typed, as an answer: empty is "not filled", « a; b » several answers. */
export function sampleAnswer(typed: string | undefined): AnswerValue {
  const parts = (typed ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : parts;
}

/** « Attribut « Motif de consultation » »: the kind of item a rule tests and the item's name. */
function useItemName(rule: ConditionRule, view: ViewSpec): string {
  const translate = useTranslate();
  const resource = resourceOfEntity(rule.entity, view);
  const recordText = useRecordText(resource);
  const { data } = useGetOne(resource, { id: rule.entityId as Identifier }, { enabled: rule.entityId !== null });
  const name = data ? translate('screens.list.quoted', { text: recordText(data) }) : `#${rule.entityId}`;
  return `${translate(`screens.condition.entities.${rule.entity}`)} ${name}`;
}

const AnswerInput = (props: { rule: ConditionRule; view: ViewSpec; value: string; onChange: (v: string) => void }) => {
  const translate = useTranslate();
  const item = useItemName(props.rule, props.view);
  return (
    <TextField
      label={translate('screens.condition.test.answer', { item })}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      variant="filled"
      size="small"
      fullWidth
    />
  );
};

const RuleOutcome = ({ rule, view, met }: { rule: ConditionRule; view: ViewSpec; met: boolean }) => {
  const translate = useTranslate();
  const item = useItemName(rule, view);
  const values = [rule.value, rule.operator === 'between' ? rule.value2 : undefined]
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map((value) => translate('screens.list.quoted', { text: String(value) }))
    .join(` ${translate('screens.condition.test.and')} `);
  const outcome = translate(met ? 'screens.condition.test.ruleMet' : 'screens.condition.test.ruleNotMet');
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>
        {met ? <CheckCircleIcon color="success" /> : <CancelIcon color="error" />}
      </ListItemIcon>
      <ListItemText
        primary={`${item} ${translate(`screens.condition.operators.${rule.operator}`)} ${values}`.trim()}
        secondary={outcome}
      />
    </ListItem>
  );
};

interface ConditionTestDialogProps {
  condition: Condition;
  view: ViewSpec;
  onClose: () => void;
}

/**
 * Tries a complete condition on sample answers, one per item its rules test: each rule says whether it
 * holds and the whole says whether the item would be shown (lib/conditions, the one evaluator). Nothing is saved.
 */
export const ConditionTestDialog = ({ condition, view, onClose }: ConditionTestDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const answers = Object.fromEntries(Object.entries(typed).map(([key, text]) => [key, sampleAnswer(text)]));
  const items = [...new Map(condition.rules.map((rule) => [answerKey(rule), rule])).values()];
  const met = evaluateCondition(condition, answers);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('screens.condition.test.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('screens.condition.test.intro')}
        </Typography>
        <Stack spacing={2}>
          {items.map((rule) => (
            <AnswerInput
              key={answerKey(rule)}
              rule={rule}
              view={view}
              value={typed[answerKey(rule)] ?? ''}
              onChange={(text) => setTyped((current) => ({ ...current, [answerKey(rule)]: text }))}
            />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('screens.condition.test.answerHelp')}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('screens.condition.test.rules')}
          {condition.rules.length > 1 && ` (${translate(`screens.condition.${condition.combinator}`)})`}
        </Typography>
        <List dense aria-label={translate('screens.condition.test.rules')}>
          {condition.rules.map((rule, index) => (
            <RuleOutcome
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
              key={index}
              rule={rule}
              view={view}
              met={evaluateRule(rule, answers[answerKey(rule)])}
            />
          ))}
        </List>
        <Alert severity={met ? 'success' : 'warning'} role="status">
          {translate(met ? 'screens.condition.test.met' : 'screens.condition.test.notMet')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
