import { ref, type SeedRecord } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    ref: 'sophie_lefevre',
    data: {
      rpps: '10101234567',
      email: 'sophie.lefevre@example.org',
      firstName: 'Sophie',
      lastName: 'Lefèvre',
      companyIds: [ref('companies', 'parc_lyon'), ref('companies', 'sourire_paris')],
    },
  },
  {
    ref: 'marc_dubois',
    data: {
      rpps: '10107654321',
      email: 'marc.dubois@example.org',
      firstName: 'Marc',
      lastName: 'Dubois',
      companyIds: [ref('companies', 'chartrons_bordeaux')],
    },
  },
  {
    ref: 'hannah_wright',
    data: {
      rpps: '10109876543',
      email: 'hannah.wright@example.org',
      firstName: 'Hannah',
      lastName: 'Wright',
      companyIds: [ref('companies', 'harley_london')],
    },
  },
];
export default seed;
