/**
 * The catalogue (model name) whose records a condition rule of each entity tests by `entityId` (lib/conditions.ts).
 * Apart from the rules' zod schemas: export and import columns read it, and the console's first script reads those
 * (the listing's toolbar), which must not load zod (docs/performance.md, sign-in page's JavaScript).
 */
export const CONDITION_ENTITY_MODELS = {
  attribute: 'attributes',
  objective_type: 'objectiveTypes',
  exam: 'examPanelTypes',
  act_type: 'actTypes',
  appliance_type: 'applianceTypes',
} as const;

export type ConditionEntity = keyof typeof CONDITION_ENTITY_MODELS;

export const CONDITION_ENTITIES = Object.keys(CONDITION_ENTITY_MODELS) as [ConditionEntity, ...ConditionEntity[]];
