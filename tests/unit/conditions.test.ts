import { describe, expect, it } from 'vitest';
import {
  type AnswerValue,
  type ConditionOperator,
  type ConditionRule,
  evaluateCondition,
  evaluateRule,
  isConditionComplete,
} from '../../lib/conditions';
import { sampleAnswer } from '../../src/screens/json/ConditionTestDialog';

const rule = (operator: ConditionOperator, value?: string | number, value2?: string | number): ConditionRule => ({
  entity: 'attribute',
  entityId: 7,
  operator,
  value: value ?? null,
  value2: value2 ?? null,
});

describe('evaluateRule', () => {
  const cases: Array<[ConditionRule, AnswerValue, boolean]> = [
    [rule('filled'), 'x', true],
    [rule('filled'), '', false],
    [rule('filled'), [], false],
    [rule('not_filled'), null, true],
    [rule('not_filled'), ['a'], false],
    [rule('equal', 'yes'), 'yes', true],
    [rule('equal', 3), '3', true],
    [rule('equal', 'yes'), ['yes', 'no'], false],
    [rule('equal', 'yes'), null, false],
    [rule('not_equal', 'yes'), 'no', true],
    [rule('not_equal', 'yes'), null, true],
    [rule('lower', 10), '9.5', true],
    [rule('lower', 10), '10', false],
    [rule('lower', 10), null, false],
    [rule('greater', 10), 11, true],
    [rule('between', 10, 20), '10', true],
    [rule('between', 10, 20), '20', true],
    [rule('between', 10, 20), '21', false],
    [rule('contain', 'class II'), 'Angle class II', true],
    [rule('contain', 'b'), ['a', 'b'], true],
    [rule('not_contain', 'b'), ['a', 'c'], true],
    [rule('not_contain', 'b'), null, true],
    [rule('precede', '2026-01-01'), '2025-12-31', true],
    [rule('precede', '2026-01-01'), '2026-01-01', false],
    [rule('not_precede', '2026-01-01'), '2026-01-01', true],
    [rule('succeed', '2026-01-01'), '2026-01-02', true],
    [rule('not_succeed', '2026-01-01'), '2026-01-02', false],
  ];
  it.each(cases)('%j on %j is %s', (tested, answer, expected) => {
    expect(evaluateRule(tested, answer)).toBe(expected);
  });
});

describe('evaluateCondition', () => {
  const answers = { 'attribute:7': '15', 'act_type:3': null };
  const inRange = rule('between', 10, 20);
  const actDone: ConditionRule = { entity: 'act_type', entityId: 3, operator: 'filled' };

  it('holds without a condition or rules (always shown)', () => {
    expect(evaluateCondition(null, {})).toBe(true);
    expect(evaluateCondition({ combinator: 'and', rules: [] }, {})).toBe(true);
  });

  it('needs every rule with AND, one with OR', () => {
    expect(evaluateCondition({ combinator: 'and', rules: [inRange, actDone] }, answers)).toBe(false);
    expect(evaluateCondition({ combinator: 'or', rules: [inRange, actDone] }, answers)).toBe(true);
  });
});

describe('isConditionComplete', () => {
  it('wants an item, an operator and the values the operator compares with', () => {
    expect(isConditionComplete(null)).toBe(true);
    expect(isConditionComplete({ combinator: 'and', rules: [rule('filled')] })).toBe(true);
    expect(isConditionComplete({ combinator: 'and', rules: [rule('between', 1)] })).toBe(false);
    expect(isConditionComplete({ combinator: 'and', rules: [{ ...rule('filled'), entityId: null }] })).toBe(false);
    expect(isConditionComplete({ combinator: 'and', rules: [] })).toBe(false);
  });
});

describe('sampleAnswer (condition test dialog)', () => {
  it('reads empty as not filled and « ; » as several answers', () => {
    expect(sampleAnswer('')).toBeNull();
    expect(sampleAnswer('   ')).toBeNull();
    expect(sampleAnswer(' 12 ')).toBe('12');
    expect(sampleAnswer('a; b ;')).toEqual(['a', 'b']);
  });
});
