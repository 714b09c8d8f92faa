import { ref, type SeedRecord } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    ref: 'aligneo',
    data: {
      name: 'Alignéo Laboratoire',
      mainUserEmail: 'sandrine.roux@example.org',
      mainUserFirstName: 'Sandrine',
      mainUserLastName: 'Roux',
      defaultLanguage: 'fr',
      address: '5 rue des Entrepreneurs',
      postalCode: '44300',
      city: 'Nantes',
      country: 'France',
      phone: '+33 2 61 91 30 45',
      companyIds: [
        ref('companies', 'parc_lyon'),
        ref('companies', 'chartrons_bordeaux'),
        ref('companies', 'vauban_lille'),
      ],
    },
  },
  {
    ref: 'clearpath',
    data: {
      name: 'ClearPath Aligners',
      mainUserEmail: 'oliver.hughes@example.org',
      mainUserFirstName: 'Oliver',
      mainUserLastName: 'Hughes',
      defaultLanguage: 'en',
      address: '4 Science Park Road',
      postalCode: 'CB4 0FZ',
      city: 'Cambridge',
      country: 'United Kingdom',
      phone: '+44 20 7946 0877',
      companyIds: [ref('companies', 'harley_london'), ref('companies', 'sourire_paris')],
    },
  },
];
export default seed;
