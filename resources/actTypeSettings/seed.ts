import { ref, type SeedRecord, tr } from '../../lib/seed';

const setting = (act: string, key: string, label: ReturnType<typeof tr>, value: string): SeedRecord => ({
  data: { keyName: `${act}.${key}`, label, value, actTypeId: ref('actTypes', act) },
});

const seed: SeedRecord[] = [
  setting(
    'interproximal_reduction',
    'max_per_contact',
    tr('Réduction maximale par contact (mm)', 'Maximum reduction per contact (mm)'),
    '0.5',
  ),
  setting(
    'attachment_bonding',
    'curing_seconds',
    tr('Temps de photopolymérisation (s)', 'Light-curing time (s)'),
    '20',
  ),
  setting('braces_bonding', 'curing_seconds', tr('Temps de photopolymérisation (s)', 'Light-curing time (s)'), '10'),
  setting('digital_impressions', 'export_format', tr("Format d'export", 'Export format'), 'STL'),
  setting(
    'retention_check',
    'interval_months',
    tr('Intervalle entre deux contrôles (mois)', 'Interval between check-ups (months)'),
    '6',
  ),
];
export default seed;
