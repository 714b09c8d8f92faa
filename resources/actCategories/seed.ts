import { ref, type SeedRecord, tr } from '../../lib/seed';

const category = (keyName: string, label: ReturnType<typeof tr>, parent?: string): SeedRecord => ({
  data: { keyName, label, ...(parent && { parentCategoryId: ref('actCategories', parent) }) },
});

const seed: SeedRecord[] = [
  category('diagnosis', tr('Diagnostic', 'Diagnosis')),
  category('active_treatment', tr('Traitement actif', 'Active treatment')),
  category('retention_follow_up', tr('Contention et suivi', 'Retention and follow-up')),
  category('diagnosis_records', tr('Enregistrements', 'Records'), 'diagnosis'),
  category('treatment_placement', tr('Pose et dépose', 'Fitting and removal'), 'active_treatment'),
  category('treatment_adjustments', tr('Réglages', 'Adjustments'), 'active_treatment'),
];
export default seed;
