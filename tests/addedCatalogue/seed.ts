import { ref, type SeedRecord, tr } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'full_time',
      label: tr('Port à temps plein', 'Full-time wear'),
      hoursPerDay: 22,
      sessionSubCategoryId: ref('sessionCategories', 'assessments'),
    },
  },
  {
    data: {
      keyName: 'night_only',
      label: tr('Port nocturne', 'Night-time wear'),
      hoursPerDay: 10,
      sessionSubCategoryId: ref('sessionCategories', 'assessments'),
    },
  },
];

export default seed;
