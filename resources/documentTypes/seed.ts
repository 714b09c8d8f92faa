import { frenchOnly, ref, type SeedRecord, tr } from '../../lib/seed';

const PHOTO = ['jpg', 'png', 'heic'];
const RADIOGRAPH = ['jpg', 'png', 'dcm'];
const SCAN = ['stl', 'ply', 'obj'];

const photos = ref('documentCategories', 'photos');
const radiographs = ref('documentCategories', 'radiographs');
const scans = ref('documentCategories', 'scans');

const seed: SeedRecord[] = [
  {
    data: {
      keyName: 'face_front',
      label: tr('Face de face au repos', 'Face, front at rest'),
      categoryId: photos,
      formats: PHOTO,
    },
  },
  {
    data: {
      keyName: 'face_smile',
      label: tr('Face de face souriante', 'Face, front smiling'),
      categoryId: photos,
      formats: PHOTO,
    },
  },
  {
    data: {
      keyName: 'face_profile_right',
      label: tr('Profil droit', 'Right profile'),
      categoryId: photos,
      formats: PHOTO,
    },
  },
  {
    data: {
      keyName: 'face_three_quarter_smile',
      label: tr('Trois-quarts souriant', 'Three-quarter smiling'),
      categoryId: photos,
      formats: PHOTO,
    },
  },
  {
    data: {
      keyName: 'intraoral_front',
      label: tr('Intra-buccale de face', 'Intra-oral, frontal'),
      categoryId: photos,
      formats: PHOTO,
      cameraOrientation: 'landscape',
      customZoom: 1.5,
    },
  },
  {
    data: {
      keyName: 'intraoral_right',
      label: tr('Intra-buccale latérale droite', 'Intra-oral, right buccal'),
      categoryId: photos,
      formats: PHOTO,
      cameraOrientation: 'landscape',
      customZoom: 1.5,
    },
  },
  {
    data: {
      keyName: 'intraoral_left',
      label: tr('Intra-buccale latérale gauche', 'Intra-oral, left buccal'),
      categoryId: photos,
      formats: PHOTO,
      cameraOrientation: 'landscape',
      customZoom: 1.5,
    },
  },
  {
    data: {
      keyName: 'occlusal_upper',
      label: tr('Occlusale maxillaire', 'Upper occlusal'),
      categoryId: photos,
      formats: PHOTO,
      cameraOrientation: 'landscape',
      customZoom: 1.2,
    },
  },
  {
    data: {
      keyName: 'occlusal_lower',
      label: tr('Occlusale mandibulaire', 'Lower occlusal'),
      categoryId: photos,
      formats: PHOTO,
      cameraOrientation: 'landscape',
      customZoom: 1.2,
    },
  },
  {
    data: {
      keyName: 'smile_video',
      label: tr('Vidéo du sourire et de la phonation', 'Smile and speech video'),
      categoryId: photos,
      mediaType: 'video',
      formats: ['mp4', 'mov'],
    },
  },
  {
    data: {
      keyName: 'panoramic_xray',
      label: tr('Radiographie panoramique', 'Panoramic X-ray'),
      categoryId: radiographs,
      mediaType: 'x_rays',
      formats: RADIOGRAPH,
      cameraOrientation: 'landscape',
      editable: false,
    },
  },
  {
    data: {
      keyName: 'lateral_ceph',
      label: tr('Téléradiographie de profil', 'Lateral cephalogram'),
      categoryId: radiographs,
      mediaType: 'x_rays',
      formats: RADIOGRAPH,
      cameraOrientation: 'landscape',
      editable: false,
    },
  },
  {
    data: {
      keyName: 'cbct',
      label: tr('Cone beam (CBCT)', 'Cone beam CT (CBCT)'),
      categoryId: radiographs,
      mediaType: 'cbct',
      formats: ['dcm', 'zip'],
      editable: false,
    },
  },
  {
    data: {
      keyName: 'upper_arch_scan',
      label: tr('Empreinte optique maxillaire', 'Upper arch scan'),
      categoryId: scans,
      mediaType: 'intra_oral_scan',
      formats: SCAN,
      editable: false,
    },
  },
  {
    data: {
      keyName: 'lower_arch_scan',
      label: tr('Empreinte optique mandibulaire', 'Lower arch scan'),
      categoryId: scans,
      mediaType: 'intra_oral_scan',
      formats: SCAN,
      editable: false,
    },
  },
  {
    data: {
      keyName: 'face_scan',
      // Older data: named in French only (docs/translation.md, "Missing a language").
      label: frenchOnly('Scan facial 3D'),
      categoryId: scans,
      mediaType: 'face_scan',
      formats: SCAN,
      editable: false,
    },
  },
];
export default seed;
