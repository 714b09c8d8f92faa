import type { SeedRecord } from '../../lib/seed';

/** Demo e-mails of the practitioner application; the server installs the ones it sends itself (lib/systemNotifications.ts). */
const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'diagnosis_requested',
      description: "Demande d'avis adressée à un diagnostiqueur par un cabinet.",
      parameters: ['diagnosticianName', 'practiceName', 'patientName', 'caseUrl'],
      titleParameters: ['patientName', 'practiceName'],
    },
  },
  {
    data: {
      keyName: 'setup_available',
      description: 'Le fabricant a déposé un set-up virtuel à valider par le praticien.',
      parameters: ['practitionerName', 'patientName', 'alignerCompanyName', 'setupUrl'],
      titleParameters: ['patientName'],
    },
  },
  {
    data: {
      keyName: 'aligners_shipped',
      description: 'Expédition des gouttières au cabinet.',
      parameters: ['practitionerName', 'patientName', 'alignerCount', 'trackingNumber', 'deliveryDate'],
      titleParameters: ['patientName'],
    },
  },
];
export default seed;
