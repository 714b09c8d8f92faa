import { z } from 'zod';
import { CONDITION_ENTITIES } from './conditionEntities';

/** Display conditions: rules on entities combined with AND or OR (docs/product-rules.md, "Conditions"). */
export const CONDITION_OPERATORS = [
  'filled',
  'not_filled',
  'equal',
  'not_equal',
  'lower',
  'greater',
  'contain',
  'not_contain',
  'between',
  'precede',
  'not_precede',
  'succeed',
  'not_succeed',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

const NO_VALUE: readonly ConditionOperator[] = ['filled', 'not_filled'];
const TWO_VALUES: readonly ConditionOperator[] = ['between'];

export const conditionRuleSchema = z.object({
  entity: z.enum(CONDITION_ENTITIES),
  entityId: z.number().int().positive().nullable(),
  operator: z.enum(CONDITION_OPERATORS).nullable(),
  value: z.union([z.string(), z.number()]).nullable().optional(),
  value2: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

export const conditionSchema = z.object({
  combinator: z.enum(['and', 'or']).default('and'),
  rules: z.array(conditionRuleSchema).max(50),
});
export type Condition = z.infer<typeof conditionSchema>;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A complete condition (docs/product-rules.md, "Validation"): each rule names an entity, an operator, its values. */
export function isRuleComplete(rule: ConditionRule): boolean {
  if (rule.entityId === null || rule.operator === null) return false;
  if (NO_VALUE.includes(rule.operator)) return true;
  if (TWO_VALUES.includes(rule.operator)) return present(rule.value) && present(rule.value2);
  return present(rule.value);
}

export function isConditionComplete(condition: Condition | null | undefined): boolean {
  if (!condition) return true;
  return condition.rules.length > 0 && condition.rules.every(isRuleComplete);
}

export type AnswerValue = string | number | string[] | null | undefined;

function asNumberOrDate(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return Date.parse(v);
  return Number(v);
}

export function evaluateRule(rule: ConditionRule, answer: AnswerValue): boolean {
  const filled = Array.isArray(answer) ? answer.length > 0 : present(answer);
  const text = Array.isArray(answer) ? answer.map(String) : [String(answer ?? '')];
  const a = asNumberOrDate(answer);
  const v = asNumberOrDate(rule.value);
  switch (rule.operator) {
    case 'filled':
      return filled;
    case 'not_filled':
      return !filled;
    case 'equal':
      return filled && text.length === 1 && text[0] === String(rule.value);
    case 'not_equal':
      return !(filled && text.length === 1 && text[0] === String(rule.value));
    case 'lower':
    case 'precede':
      return filled && a < v;
    case 'greater':
    case 'succeed':
      return filled && a > v;
    case 'not_precede':
      return filled && a >= v;
    case 'not_succeed':
      return filled && a <= v;
    case 'contain':
      return filled && text.some((t) => t.includes(String(rule.value)));
    case 'not_contain':
      return !text.some((t) => t.includes(String(rule.value)));
    case 'between':
      return filled && a >= v && a <= asNumberOrDate(rule.value2);
    default:
      return false;
  }
}

/** Answers keyed `${entity}:${entityId}`. */
export function evaluateCondition(
  condition: Condition | null | undefined,
  answers: Record<string, AnswerValue>,
): boolean {
  if (!condition || condition.rules.length === 0) return true;
  const results = condition.rules.map((rule) => evaluateRule(rule, answers[`${rule.entity}:${rule.entityId}`]));
  return condition.combinator === 'or' ? results.some(Boolean) : results.every(Boolean);
}
