import { type ConditionRule, conditionRuleSchema } from '../../../lib/conditions';
import type { ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';

export type ConditionEntity = ConditionRule['entity'];
export const CONDITION_ENTITIES = conditionRuleSchema.shape.entity.options;

/** The catalogue whose records a condition rule can test. */
const MODEL_OF_ENTITY: Record<ConditionEntity, string> = {
  attribute: 'attributes',
  objective_type: 'objectiveTypes',
  exam: 'examPanelTypes',
  act_type: 'actTypes',
  appliance_type: 'applianceTypes',
};

export function resourceOfEntity(entity: ConditionEntity, fromView: ViewSpec): string {
  return referenceResourceOf({ model: MODEL_OF_ENTITY[entity] }, fromView);
}

export const emptyRule = (): ConditionRule => ({
  entity: 'attribute',
  entityId: null,
  operator: null,
  value: null,
  value2: null,
});
