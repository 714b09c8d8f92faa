import { ref, type SeedRecord } from '../../lib/seed';

type Content = { title: string; body: string };

const templates: Record<string, { fr: Content; en: Content }> = {
  diagnosis_requested: {
    fr: {
      title: "Demande d'avis pour {{patientName}} ({{practiceName}})",
      body: 'Bonjour {{diagnosticianName}},\n\nLe cabinet {{practiceName}} sollicite votre avis sur le dossier de {{patientName}}.\nPhotos, radiographies et bilan clinique sont disponibles ici : {{caseUrl}}',
    },
    en: {
      title: 'Opinion requested for {{patientName}} ({{practiceName}})',
      body: 'Hello {{diagnosticianName}},\n\n{{practiceName}} would like your opinion on the case of {{patientName}}.\nPhotos, X-rays and the clinical exam are available here: {{caseUrl}}',
    },
  },
  setup_available: {
    fr: {
      title: 'Set-up disponible pour {{patientName}}',
      body: 'Bonjour {{practitionerName}},\n\n{{alignerCompanyName}} a déposé le set-up virtuel de {{patientName}}.\nMerci de le valider ou de demander des modifications : {{setupUrl}}',
    },
    en: {
      title: 'Setup available for {{patientName}}',
      body: 'Hello {{practitionerName}},\n\n{{alignerCompanyName}} has uploaded the virtual setup for {{patientName}}.\nPlease approve it or request changes: {{setupUrl}}',
    },
  },
  aligners_shipped: {
    fr: {
      title: 'Gouttières expédiées pour {{patientName}}',
      body: 'Bonjour {{practitionerName}},\n\n{{alignerCount}} gouttières de {{patientName}} ont été expédiées.\nNuméro de suivi : {{trackingNumber}}\nLivraison prévue le {{deliveryDate}}.',
    },
    en: {
      title: 'Aligners shipped for {{patientName}}',
      body: 'Hello {{practitionerName}},\n\n{{alignerCount}} aligners for {{patientName}} have been shipped.\nTracking number: {{trackingNumber}}\nExpected delivery on {{deliveryDate}}.',
    },
  },
};

const seed: SeedRecord[] = Object.entries(templates).flatMap(([type, byLanguage]) =>
  (['fr', 'en'] as const).map((language) => ({
    ref: `${type}.${language}`,
    data: {
      notificationTypeId: ref('notificationTypes', type),
      language,
      titleTemplate: byLanguage[language].title,
      template: byLanguage[language].body,
    },
  })),
);
export default seed;
