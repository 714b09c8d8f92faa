import { ref, type SeedRecord, tr } from '../../lib/seed';

type Unit = 'week' | 'month' | 'year';

const appliance = (
  category: string,
  keyName: string,
  label: ReturnType<typeof tr>,
  value: number,
  unit: Unit,
): SeedRecord => ({
  data: { keyName, label, categoryId: ref('applianceCategories', category), defaultDuration: { value, unit } },
});

const seed: SeedRecord[] = [
  appliance('removable_functional', 'twin_block', tr('Twin Block', 'Twin Block'), 12, 'month'),
  appliance('removable_functional', 'activator', tr('Activateur', 'Activator'), 12, 'month'),
  appliance('removable_plates', 'hawley_plate', tr('Plaque de Hawley', 'Hawley plate'), 6, 'month'),
  appliance('removable_plates', 'expansion_plate', tr("Plaque d'expansion", 'Expansion plate'), 6, 'month'),
  appliance('removable_extraoral', 'face_mask', tr('Masque de Delaire', 'Delaire face mask'), 9, 'month'),
  appliance('removable_extraoral', 'headgear', tr('Forces extra-orales (FEO)', 'Headgear'), 12, 'month'),
  appliance('fixed_expanders', 'hyrax', tr('Disjoncteur de Hyrax', 'Hyrax rapid palatal expander'), 6, 'month'),
  appliance('fixed_expanders', 'quad_helix', tr('Quad Helix', 'Quad helix'), 6, 'month'),
  appliance('fixed_braces', 'metal_braces', tr('Multi-attaches métalliques', 'Metal braces'), 18, 'month'),
  appliance('fixed_braces', 'ceramic_braces', tr('Multi-attaches céramiques', 'Ceramic braces'), 18, 'month'),
  appliance('aligners', 'clear_aligners', tr("Gouttières d'alignement", 'Clear aligners'), 12, 'month'),
  appliance('retention', 'bonded_retainer', tr('Contention collée', 'Bonded retainer'), 5, 'year'),
  appliance(
    'retention',
    'vacuum_retainer',
    tr('Gouttière de contention thermoformée', 'Vacuum-formed retainer'),
    2,
    'year',
  ),
];
export default seed;
