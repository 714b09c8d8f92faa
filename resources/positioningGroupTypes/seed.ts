import { ref, type SeedRecord, tr } from '../../lib/seed';

const documents = (...keyNames: string[]) => keyNames.map((keyName) => ref('documentTypes', keyName));

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'ceph_on_profile',
      label: tr('Téléradiographie sur profil', 'Cephalogram over profile'),
      documentTypeIds: documents('lateral_ceph'),
      referenceDocumentTypeIds: documents('face_profile_right'),
    },
  },
  {
    data: {
      keyName: 'arches_in_smile',
      label: tr('Arcades dans le sourire', 'Arches within the smile'),
      documentTypeIds: documents('upper_arch_scan', 'lower_arch_scan'),
      referenceDocumentTypeIds: documents('face_smile'),
    },
  },
  {
    data: {
      keyName: 'face_scan_alignment',
      label: tr('Scan facial et modèles', 'Face scan and models'),
      documentTypeIds: documents('face_scan'),
      referenceDocumentTypeIds: documents('upper_arch_scan', 'face_front'),
    },
  },
];
export default seed;
