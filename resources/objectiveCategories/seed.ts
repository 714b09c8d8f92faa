import { ref, type SeedRecord, tr } from '../../lib/seed';

const category = (keyName: string, label: ReturnType<typeof tr>, parent?: string): SeedRecord => ({
  data: { keyName, label, ...(parent && { parentCategoryId: ref('objectiveCategories', parent) }) },
});

const seed: SeedRecord[] = [
  category('sagittal', tr('Sens sagittal', 'Sagittal plane')),
  category('vertical', tr('Sens vertical', 'Vertical plane')),
  category('transverse', tr('Sens transversal', 'Transverse plane')),
  category('alignment', tr('Alignement et esthétique', 'Alignment and aesthetics')),
  category('sagittal_molar', tr('Relations molaires et canines', 'Molar and canine relationships'), 'sagittal'),
  category('sagittal_incisor', tr('Relations incisives', 'Incisor relationships'), 'sagittal'),
  category('vertical_anterior', tr('Étage antérieur', 'Anterior region'), 'vertical'),
  category('transverse_arches', tr('Largeur des arcades', 'Arch width'), 'transverse'),
  category('alignment_spaces', tr('Espaces et encombrement', 'Spacing and crowding'), 'alignment'),
  category('alignment_smile', tr('Sourire', 'Smile'), 'alignment'),
];
export default seed;
