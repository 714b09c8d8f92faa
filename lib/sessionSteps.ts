/** Session steps in order (docs/product-rules.md, "Session steps"); no schema library: the first load reads it. */
export const SESSION_STEPS = [
  'media_collection',
  'clinical_exam',
  'facial_arch',
  'anamnesis',
  'summary',
  'objectives',
  'planning',
  'appliance_choice',
  'setup_validation',
  'timeline',
  'follow_up_balance',
  'check_up',
] as const;
