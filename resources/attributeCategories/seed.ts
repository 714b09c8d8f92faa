import { ref, type SeedRecord, tr } from '../../lib/seed';

const category = (keyName: string, label: ReturnType<typeof tr>): SeedRecord => ({ data: { keyName, label } });
const subCategory = (parent: string, keyName: string, label: ReturnType<typeof tr>): SeedRecord => ({
  data: { keyName, label, parentCategoryId: ref('attributeCategories', parent) },
});

const seed: SeedRecord[] = [
  category('medical_history', tr('Antécédents et motif', 'History and complaint')),
  category('extraoral', tr('Examen exobuccal', 'Extraoral examination')),
  category('intraoral', tr('Examen endobuccal', 'Intraoral examination')),
  category('functions', tr('Fonctions', 'Oral functions')),
  category('treatment_goals', tr('Objectifs thérapeutiques', 'Treatment goals')),
  subCategory('medical_history', 'general_health', tr('Santé générale', 'General health')),
  subCategory('medical_history', 'symptoms', tr('Symptômes et plaintes', 'Symptoms and complaints')),
  subCategory('extraoral', 'face_profile', tr('Face et profil', 'Face and profile')),
  subCategory('extraoral', 'smile', tr('Sourire', 'Smile')),
  subCategory('intraoral', 'teeth', tr('Dents', 'Teeth')),
  subCategory('intraoral', 'arches', tr('Arcades', 'Dental arches')),
  subCategory('intraoral', 'occlusion', tr('Occlusion', 'Occlusion')),
  subCategory('intraoral', 'periodontium', tr('Parodonte et hygiène', 'Periodontium and hygiene')),
  subCategory('functions', 'habits', tr('Habitudes et parafonctions', 'Habits and parafunctions')),
  subCategory('functions', 'tmj', tr('Articulations temporo-mandibulaires', 'Temporomandibular joints')),
  subCategory('treatment_goals', 'goals_occlusion', tr('Objectifs occlusaux', 'Occlusal goals')),
  subCategory('treatment_goals', 'goals_aesthetic', tr('Objectifs esthétiques', 'Aesthetic goals')),
];
export default seed;
