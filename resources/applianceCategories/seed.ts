import { ref, type SeedRecord, tr } from '../../lib/seed';

const category = (keyName: string, label: ReturnType<typeof tr>, parent?: string): SeedRecord => ({
  data: { keyName, label, ...(parent && { parentCategoryId: ref('applianceCategories', parent) }) },
});

const seed: SeedRecord[] = [
  category('removable', tr('Appareils amovibles', 'Removable appliances')),
  category('fixed', tr('Appareils fixes', 'Fixed appliances')),
  category('aligners', tr('Aligneurs', 'Clear aligners')),
  category('retention', tr('Contention', 'Retention')),
  category('removable_functional', tr('Orthopédie fonctionnelle', 'Functional appliances'), 'removable'),
  category('removable_plates', tr('Plaques actives', 'Active plates'), 'removable'),
  category('removable_extraoral', tr('Forces extra-orales', 'Extraoral appliances'), 'removable'),
  category('fixed_expanders', tr('Disjoncteurs et expanseurs', 'Expanders'), 'fixed'),
  category('fixed_braces', tr('Multi-attaches', 'Braces'), 'fixed'),
];
export default seed;
