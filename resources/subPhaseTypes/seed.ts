import { type SeedRecord, tr } from '../../lib/seed';

const seed: SeedRecord[] = [
  { data: { keyName: 'records', label: tr('Prise des documents', 'Records'), color: '#5C6BC0' } },
  { data: { keyName: 'virtual_setup', label: tr('Set-up virtuel', 'Virtual setup'), color: '#8E24AA' } },
  { data: { keyName: 'attachments_bonding', label: tr('Pose des taquets', 'Attachment bonding'), color: '#F4511E' } },
  { data: { keyName: 'aligner_series', label: tr('Série de gouttières', 'Aligner series'), color: '#039BE5' } },
  { data: { keyName: 'ipr', label: tr('Stripping', 'Interproximal reduction'), color: '#FFB300' } },
  { data: { keyName: 'check_up', label: tr('Rendez-vous de contrôle', 'Check-up appointment'), color: '#43A047' } },
  { data: { keyName: 'retainer_fitting', label: tr('Pose de la contention', 'Retainer fitting'), color: '#6D4C41' } },
];
export default seed;
