import { ref, type SeedRecord, tr } from '../../lib/seed';

const setting = (appliance: string, key: string, label: ReturnType<typeof tr>, value: string): SeedRecord => ({
  data: { keyName: `${appliance}.${key}`, label, value, applianceTypeId: ref('applianceTypes', appliance) },
});

const seed: SeedRecord[] = [
  setting('twin_block', 'wear_hours', tr('Port quotidien (heures)', 'Daily wear (hours)'), '22'),
  setting('hyrax', 'turns_per_day', tr('Tours de vis par jour', 'Screw turns per day'), '2'),
  setting('hyrax', 'activation_days', tr("Durée d'activation (jours)", 'Activation period (days)'), '14'),
  setting('face_mask', 'force_grams', tr('Force par côté (g)', 'Force per side (g)'), '400'),
  setting('face_mask', 'wear_hours', tr('Port quotidien (heures)', 'Daily wear (hours)'), '14'),
  setting('headgear', 'wear_hours', tr('Port quotidien (heures)', 'Daily wear (hours)'), '12'),
  setting('metal_braces', 'slot', tr('Gorge des attaches (pouce)', 'Bracket slot (inch)'), '0.022'),
  setting(
    'clear_aligners',
    'change_days',
    tr('Changement de gouttière (jours)', 'Aligner change interval (days)'),
    '7',
  ),
  setting('clear_aligners', 'wear_hours', tr('Port quotidien (heures)', 'Daily wear (hours)'), '22'),
  setting('vacuum_retainer', 'wear_schedule', tr('Rythme de port', 'Wear schedule'), 'nightly'),
];
export default seed;
