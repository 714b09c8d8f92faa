import type { SeedRecord } from '../../lib/seed';

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'missing_documents',
      type: 'warning',
      title: 'Documents manquants pour {{patientName}}',
      template:
        'Il manque {{missingCount}} document(s) au scénario « {{scenarioLabel}} » : {{missingDocuments}}.\nComplétez la collecte avant de passer au bilan.',
      params: ['missingCount', 'scenarioLabel', 'missingDocuments'],
      titleParams: ['patientName'],
    },
  },
  {
    data: {
      keyName: 'check_up_overdue',
      type: 'warning',
      title: 'Contrôle en retard : {{patientName}}',
      template: "Le contrôle prévu le {{dueDate}} n'a pas eu lieu ({{daysLate}} jours de retard).",
      params: ['dueDate', 'daysLate'],
      titleParams: ['patientName'],
    },
  },
  {
    data: {
      keyName: 'setup_rejected',
      type: 'error',
      title: 'Set-up refusé par {{alignerCompanyName}}',
      template: 'Le set-up de {{patientName}} a été refusé.\nMotif : {{reason}}',
      params: ['patientName', 'reason'],
      titleParams: ['alignerCompanyName'],
    },
  },
  {
    data: {
      keyName: 'aligner_change_due',
      type: 'info',
      title: 'Changement de gouttière',
      template: '{{patientName}} doit passer à la gouttière n° {{alignerNumber}} le {{changeDate}}.',
      params: ['patientName', 'alignerNumber', 'changeDate'],
      titleParams: [],
    },
  },
  {
    data: {
      keyName: 'phase_completed',
      type: 'info',
      title: 'Phase terminée : {{phaseLabel}}',
      template: 'La phase « {{phaseLabel}} » de {{patientName}} est terminée. Pensez à planifier la suivante.',
      params: ['phaseLabel', 'patientName'],
      titleParams: ['phaseLabel'],
    },
  },
  {
    data: {
      keyName: 'poor_aligner_fit',
      type: 'error',
      title: 'Mauvaise adaptation signalée',
      template:
        "{{patientName}} signale une gouttière qui ne s'adapte pas (n° {{alignerNumber}}). Une prise de vue intra-buccale est recommandée.",
      params: ['patientName', 'alignerNumber'],
      titleParams: [],
    },
  },
];
export default seed;
