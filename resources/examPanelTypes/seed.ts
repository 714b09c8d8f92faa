import { ref, type SeedRecord, tr } from '../../lib/seed';

const exam = (examType: 'anamnesis' | 'clinical', category: string, keyName: string, label: ReturnType<typeof tr>) => ({
  data: { keyName, examType, label, categoryId: ref('examCategories', category) },
});

const seed: SeedRecord[] = [
  exam('anamnesis', 'anamnesis_reason', 'consultation_reason', tr('Motif de consultation', 'Reason for consultation')),
  exam('anamnesis', 'anamnesis_health', 'medical_questionnaire', tr('Questionnaire médical', 'Medical questionnaire')),
  exam('anamnesis', 'anamnesis_health', 'dental_history', tr('Antécédents dentaires', 'Dental history')),
  exam('anamnesis', 'anamnesis_habits', 'oral_habits', tr('Habitudes orales', 'Oral habits')),
  exam('clinical', 'clinical_extraoral', 'face_exam', tr('Face et profil', 'Face and profile')),
  exam('clinical', 'clinical_extraoral', 'smile_exam', tr('Analyse du sourire', 'Smile analysis')),
  exam('clinical', 'clinical_intraoral', 'occlusion_exam', tr('Occlusion', 'Occlusion')),
  exam('clinical', 'clinical_intraoral', 'arches_exam', tr('Arcades dentaires', 'Dental arches')),
  exam(
    'clinical',
    'clinical_functional',
    'tmj_exam',
    tr('Articulations temporo-mandibulaires', 'Temporomandibular joints'),
  ),
];
export default seed;
