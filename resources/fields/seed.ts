import { ref, type SeedRecord, tr } from '../../lib/seed';
import type { INPUT_TYPES } from '../attributes/model';

type InputType = (typeof INPUT_TYPES)[number];

function field(
  exam: string,
  attribute: string,
  displayOrder: number,
  type: InputType,
  label: ReturnType<typeof tr>,
  required = false,
): SeedRecord {
  return {
    ref: `${exam}.${attribute}`,
    data: {
      label,
      type,
      required,
      displayOrder,
      examPanelTypeId: ref('examPanelTypes', exam),
      attributeId: ref('attributes', attribute),
    },
  };
}

const seed: SeedRecord[] = [
  field('consultation_reason', 'chief_complaint', 0, 'textarea', tr('Motif de consultation', 'Chief complaint'), true),
  field('consultation_reason', 'referred_by', 1, 'text', tr('Adressé par', 'Referred by')),
  field('medical_questionnaire', 'nickel_allergy', 0, 'radio', tr('Allergie au nickel', 'Nickel allergy'), true),
  field('medical_questionnaire', 'current_medication', 1, 'textarea', tr('Traitements en cours', 'Current medication')),
  field(
    'dental_history',
    'previous_orthodontics',
    0,
    'radio',
    tr('Traitement orthodontique antérieur', 'Previous orthodontic treatment'),
  ),
  field('oral_habits', 'symptom_thumb_sucking', 0, 'radio', tr('Succion du pouce', 'Thumb sucking')),
  field('oral_habits', 'breathing_mode', 1, 'select', tr('Mode de ventilation', 'Breathing mode')),
  field('face_exam', 'profile', 0, 'select', tr('Profil', 'Profile'), true),
  field('face_exam', 'facial_symmetry', 1, 'radio', tr('Symétrie faciale', 'Facial symmetry')),
  field('smile_exam', 'gingival_display', 0, 'number', tr('Exposition gingivale (mm)', 'Gingival display (mm)')),
  field('occlusion_exam', 'overjet', 0, 'number', tr('Surplomb (mm)', 'Overjet (mm)'), true),
  field('occlusion_exam', 'overbite', 1, 'number', tr('Recouvrement (mm)', 'Overbite (mm)'), true),
  field('occlusion_exam', 'molar_class_right', 2, 'select', tr('Classe molaire droite', 'Right molar class')),
  field('arches_exam', 'missing_teeth', 0, 'select-teeth', tr('Dents absentes', 'Missing teeth')),
  field('tmj_exam', 'max_mouth_opening', 0, 'number', tr('Ouverture maximale (mm)', 'Maximum opening (mm)')),
];
export default seed;
