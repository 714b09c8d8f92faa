import { ref, type SeedRecord, tr } from '../../lib/seed';

const category = (keyName: string, label: ReturnType<typeof tr>, parent?: string): SeedRecord => ({
  data: { keyName, label, ...(parent && { parentCategoryId: ref('sessionCategories', parent) }) },
});

const seed: SeedRecord[] = [
  category('consultations', tr('Consultations', 'Consultations')),
  category('active_treatment', tr('Traitement actif', 'Active treatment')),
  category('retention', tr('Contention', 'Retention')),
  category('assessments', tr('Bilans', 'Assessments'), 'consultations'),
  category('treatment_start', tr("Mise en place de l'appareil", 'Appliance fitting'), 'active_treatment'),
  category('treatment_follow_up', tr('Suivi', 'Follow-up'), 'active_treatment'),
];
export default seed;
