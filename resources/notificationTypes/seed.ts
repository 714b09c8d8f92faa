import type { SeedRecord } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'account_created',
      description:
        "Envoyé au titulaire d'un nouveau compte (cabinet, fabricant, diagnostiqueur) avec ses identifiants temporaires.",
      parameters: ['firstName', 'login', 'temporaryPassword', 'loginUrl'],
      titleParameters: ['firstName'],
    },
  },
  {
    data: {
      keyName: 'credentials_refreshed',
      description: "Envoyé lorsqu'un administrateur renvoie de nouveaux identifiants temporaires.",
      parameters: ['firstName', 'login', 'temporaryPassword', 'loginUrl'],
      titleParameters: [],
    },
  },
  {
    data: {
      keyName: 'password_reset_request',
      description: 'Lien de réinitialisation du mot de passe, valable une heure.',
      parameters: ['firstName', 'resetUrl', 'validityHours'],
      titleParameters: [],
    },
  },
  {
    data: {
      keyName: 'email_verification_code',
      description: "Code à six chiffres confirmant l'adresse e-mail.",
      parameters: ['firstName', 'code', 'validityMinutes'],
      titleParameters: ['code'],
    },
  },
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
