import { ref, type SeedRecord, tr } from '../../lib/seed';
import type { SCENARIO_DOCUMENT_ROLES } from './model';

const doc = (keyName: string, role: (typeof SCENARIO_DOCUMENT_ROLES)[number] = 'document') => ({
  ...ref('documentTypes', keyName),
  role,
});

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'initial_records',
      label: tr('Bilan photographique initial', 'Initial photo records'),
      type: 'photo',
    },
    relations: {
      'document-types': [
        doc('face_front'),
        doc('face_smile'),
        doc('face_profile_right'),
        doc('face_three_quarter_smile'),
        doc('intraoral_front'),
        doc('intraoral_right'),
        doc('intraoral_left'),
        doc('occlusal_upper'),
        doc('occlusal_lower'),
      ],
    },
  },
  {
    data: { keyName: 'follow_up_intraoral', label: tr('Suivi intra-buccal', 'Intra-oral follow-up'), type: 'photo' },
    relations: {
      'document-types': [
        doc('intraoral_front'),
        doc('intraoral_right'),
        doc('intraoral_left'),
        doc('face_smile', 'reference'),
      ],
    },
  },
  {
    data: { keyName: 'smile_recording', label: tr('Vidéo du sourire', 'Smile video'), type: 'video' },
    relations: { 'document-types': [doc('smile_video'), doc('face_smile', 'reference')] },
  },
  {
    data: {
      keyName: 'digital_models',
      label: tr('Modèles numériques et scan facial', 'Digital models and face scan'),
      type: '3d',
    },
    relations: {
      'document-types': [
        doc('upper_arch_scan'),
        doc('lower_arch_scan'),
        doc('face_scan', 'positionable'),
        doc('face_smile', 'reference'),
      ],
    },
  },
  {
    data: { keyName: 'radiographic_records', label: tr('Bilan radiographique', 'Radiographic records'), type: 'photo' },
    relations: {
      'document-types': [
        doc('panoramic_xray'),
        doc('lateral_ceph', 'positionable'),
        doc('face_profile_right', 'reference'),
      ],
    },
  },
];
export default seed;
