import { CONDITION_ENTITY_MODELS } from '../../../lib/conditionEntities';
import { type ConditionRule, conditionRuleSchema } from '../../../lib/conditions';
import type { ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';

export type ConditionEntity = ConditionRule['entity'];
export const CONDITION_ENTITIES = conditionRuleSchema.shape.entity.options;

export function resourceOfEntity(entity: ConditionEntity, fromView: ViewSpec): string {
  return referenceResourceOf({ model: CONDITION_ENTITY_MODELS[entity] }, fromView);
}

export const emptyRule = (): ConditionRule => ({
  entity: 'attribute',
  entityId: null,
  operator: null,
  value: null,
  value2: null,
});
