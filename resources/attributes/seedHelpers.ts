import { ref, type SeedRecord, tr } from '../../lib/seed';
import type { ATTRIBUTE_TYPES, OBJECTIVE_VALUE_TYPES } from './model';

export type Translation = ReturnType<typeof tr>;
type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

const PARENT_OF = {
  general_health: 'medical_history',
  symptoms: 'medical_history',
  face_profile: 'extraoral',
  smile: 'extraoral',
  teeth: 'intraoral',
  arches: 'intraoral',
  occlusion: 'intraoral',
  periodontium: 'intraoral',
  habits: 'functions',
  tmj: 'functions',
  goals_occlusion: 'treatment_goals',
  goals_aesthetic: 'treatment_goals',
} as const;
type SubCategory = keyof typeof PARENT_OF;

interface Extra {
  description?: Translation;
  options?: Record<string, unknown>;
  editable?: boolean;
  displayMode?: 'always_shown' | 'shown_under_condition' | 'hidden_by_default';
}

export function attribute(
  subCategory: SubCategory,
  keyName: string,
  label: Translation,
  type: AttributeType,
  extra: Extra = {},
): SeedRecord {
  return {
    data: {
      keyName,
      label,
      type,
      usage: 'exam',
      categoryId: ref('attributeCategories', PARENT_OF[subCategory]),
      subCategoryId: ref('attributeCategories', subCategory),
      ...extra,
    },
  };
}

export function objectiveAttribute(
  subCategory: SubCategory,
  keyName: string,
  label: Translation,
  type: AttributeType,
  objectiveValueType: (typeof OBJECTIVE_VALUE_TYPES)[number],
  extra: Extra = {},
): SeedRecord {
  const record = attribute(subCategory, keyName, label, type, extra);
  return { data: { ...record.data, usage: 'objective', objectiveValueType } };
}

export const option = (value: string, fr: string, en: string) => ({ value, label: tr(fr, en) });

export const YES_NO = { options: [option('yes', 'Oui', 'Yes'), option('no', 'Non', 'No')], normalValue: 'no' };

export const millimetres = (min: number, max: number, normalValue?: number) => ({
  unit: 'mm',
  min,
  max,
  step: 0.5,
  normalValue,
});

export const degrees = (min: number, max: number, normalValue?: number) => ({
  unit: '°',
  min,
  max,
  step: 1,
  normalValue,
});
