import { ref, type SeedRecord, tr } from '../../lib/seed';

const documents = (...keyNames: string[]) => keyNames.map((keyName) => ref('documentTypes', keyName));
const subPhases = (...keyNames: string[]) => keyNames.map((keyName) => ({ ...ref('subPhaseTypes', keyName) }));

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'diagnosis',
      label: tr('Diagnostic et bilan initial', 'Diagnosis and initial records'),
      documentTypeIds: documents(
        'face_front',
        'face_smile',
        'face_profile_right',
        'intraoral_front',
        'panoramic_xray',
        'lateral_ceph',
      ),
    },
    relations: { 'sub-phase-types': subPhases('records', 'virtual_setup') },
  },
  {
    data: {
      keyName: 'active_alignment',
      label: tr("Phase active d'alignement", 'Active alignment phase'),
      documentTypeIds: documents('intraoral_front', 'intraoral_right', 'intraoral_left'),
    },
    relations: { 'sub-phase-types': subPhases('attachments_bonding', 'aligner_series', 'ipr', 'check_up') },
  },
  {
    data: {
      keyName: 'refinement',
      label: tr('Finitions', 'Refinement'),
      documentTypeIds: documents('upper_arch_scan', 'lower_arch_scan', 'intraoral_front'),
    },
    relations: { 'sub-phase-types': subPhases('records', 'virtual_setup', 'aligner_series', 'check_up') },
  },
  {
    data: {
      keyName: 'retention',
      label: tr('Contention', 'Retention'),
      documentTypeIds: documents('face_smile', 'intraoral_front', 'occlusal_upper', 'occlusal_lower'),
    },
    relations: { 'sub-phase-types': subPhases('retainer_fitting', 'check_up') },
  },
];
export default seed;
