import { frenchOnly, ref, type SeedRecord, tr } from '../../lib/seed';
import { SESSION_STEPS } from '../../lib/sessionSteps';

type Step = (typeof SESSION_STEPS)[number];

const steps = (...enabled: Step[]) => SESSION_STEPS.map((step) => ({ step, enabled: enabled.includes(step) }));
const minutes = (value: number) => ({ value, unit: 'minute' });
const category = (keyName: string) => ref('sessionCategories', keyName);
const acts = (...keyNames: string[]) => keyNames.map((keyName) => ref('actTypes', keyName));
const appliances = (...keyNames: string[]) => keyNames.map((keyName) => ref('applianceTypes', keyName));

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'first_consultation',
      label: tr('Première consultation', 'First consultation'),
      categoryId: category('consultations'),
      defaultDuration: minutes(45),
      shownInPractitionerSummary: true,
      isPublic: true,
      steps: steps('media_collection', 'anamnesis', 'clinical_exam', 'summary'),
    },
  },
  {
    data: {
      keyName: 'initial_records',
      label: tr('Bilan orthodontique initial', 'Initial orthodontic records'),
      categoryId: category('consultations'),
      subCategoryId: category('assessments'),
      defaultDuration: minutes(60),
      shownInPractitionerSummary: true,
      isPublic: true,
      actTypeIds: acts('digital_impressions', 'photo_records', 'cephalometric_analysis'),
      steps: steps('media_collection', 'clinical_exam', 'facial_arch', 'anamnesis', 'summary', 'objectives'),
    },
  },
  {
    data: {
      keyName: 'treatment_presentation',
      label: tr('Présentation du plan de traitement', 'Treatment plan presentation'),
      categoryId: category('consultations'),
      subCategoryId: category('assessments'),
      defaultDuration: minutes(30),
      shownInPractitionerSummary: true,
      isPublic: true,
      applianceTypeIds: appliances('metal_braces', 'ceramic_braces', 'clear_aligners', 'twin_block', 'hyrax'),
      steps: steps('summary', 'objectives', 'planning', 'appliance_choice', 'setup_validation', 'timeline'),
    },
  },
  {
    data: {
      keyName: 'appliance_fitting',
      label: tr("Pose de l'appareil", 'Appliance fitting'),
      categoryId: category('active_treatment'),
      subCategoryId: category('treatment_start'),
      cameraOrientation: 'landscape',
      defaultDuration: minutes(60),
      isPublic: true,
      actTypeIds: acts('braces_bonding', 'attachment_bonding'),
      applianceTypeIds: appliances('metal_braces', 'ceramic_braces', 'hyrax', 'quad_helix'),
      steps: steps('media_collection', 'clinical_exam', 'timeline'),
    },
  },
  {
    data: {
      keyName: 'aligner_delivery',
      label: tr('Remise des gouttières', 'Aligner delivery'),
      categoryId: category('active_treatment'),
      subCategoryId: category('treatment_start'),
      cameraOrientation: 'landscape',
      defaultDuration: minutes(30),
      isPublic: true,
      actTypeIds: acts('attachment_bonding', 'interproximal_reduction'),
      applianceTypeIds: appliances('clear_aligners'),
      steps: steps('media_collection', 'setup_validation', 'timeline'),
    },
  },
  {
    data: {
      keyName: 'follow_up_visit',
      label: tr('Rendez-vous de suivi', 'Follow-up visit'),
      categoryId: category('active_treatment'),
      subCategoryId: category('treatment_follow_up'),
      defaultDuration: minutes(20),
      shownInPractitionerSummary: true,
      isPublic: true,
      actTypeIds: acts('wire_change', 'expander_activation', 'interproximal_reduction'),
      steps: steps('media_collection', 'clinical_exam', 'timeline', 'follow_up_balance'),
    },
  },
  {
    data: {
      keyName: 'remote_monitoring',
      label: tr('Suivi à distance', 'Remote monitoring'),
      categoryId: category('active_treatment'),
      subCategoryId: category('treatment_follow_up'),
      defaultDuration: minutes(10),
      customZoom: 1.2,
      accessRight: 'private',
      steps: steps('media_collection', 'follow_up_balance'),
    },
  },
  {
    data: {
      keyName: 'debonding_visit',
      label: tr('Dépose et contention', 'Debonding and retention'),
      categoryId: category('retention'),
      cameraOrientation: 'landscape',
      defaultDuration: minutes(60),
      shownInPractitionerSummary: true,
      isPublic: true,
      actTypeIds: acts('debonding', 'retainer_bonding'),
      applianceTypeIds: appliances('bonded_retainer', 'vacuum_retainer'),
      steps: steps('media_collection', 'clinical_exam', 'check_up'),
    },
  },
  {
    data: {
      keyName: 'retention_check_up',
      // Older data: named in French only (docs/translation.md, "Missing a language").
      label: frenchOnly('Contrôle de contention'),
      categoryId: category('retention'),
      defaultDuration: minutes(15),
      isPublic: true,
      actTypeIds: acts('retention_check'),
      steps: steps('media_collection', 'check_up'),
    },
  },
];
export default seed;
