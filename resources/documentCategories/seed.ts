import { type SeedRecord, tr } from '../../lib/seed';

const seed: SeedRecord[] = [
  { data: { keyName: 'photos', label: tr('Photographies', 'Photographs') } },
  { data: { keyName: 'radiographs', label: tr('Radiographies', 'Radiographs') } },
  { data: { keyName: 'scans', label: tr('Empreintes numériques', 'Digital impressions') } },
];
export default seed;
