import { ref, type SeedRecord, tr } from '../../lib/seed';

const documents = (...keyNames: string[]) => keyNames.map((keyName) => ({ ...ref('documentTypes', keyName) }));

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'anamnesis_reason',
      examType: 'anamnesis',
      label: tr('Motif et attentes', 'Complaint and expectations'),
    },
  },
  { data: { keyName: 'anamnesis_health', examType: 'anamnesis', label: tr('Santé générale', 'General health') } },
  {
    data: {
      keyName: 'anamnesis_habits',
      examType: 'anamnesis',
      label: tr('Habitudes et symptômes', 'Habits and symptoms'),
    },
  },
  {
    data: {
      keyName: 'clinical_extraoral',
      examType: 'clinical',
      label: tr('Examen exobuccal', 'Extraoral examination'),
    },
    relations: { 'document-types': documents('face_front', 'face_smile', 'face_profile_right') },
  },
  {
    data: {
      keyName: 'clinical_intraoral',
      examType: 'clinical',
      label: tr('Examen endobuccal', 'Intraoral examination'),
    },
    relations: {
      'document-types': documents('intraoral_front', 'intraoral_right', 'intraoral_left', 'panoramic_xray'),
    },
  },
  {
    data: {
      keyName: 'clinical_functional',
      examType: 'clinical',
      label: tr('Examen fonctionnel', 'Functional examination'),
    },
  },
];
export default seed;
